import decimal

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value


config = pulumi.Config()

# For expressions whose keys are bools, numbers and ints, plain, optional
# and eventual, grouping and not: each key is its value as a string, as a
# template converts it.
flag = config.get_bool("flag", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
image = aws.ec2.Ami("image", name="image", ena_support=True)
pulumi.export(
    "boolKeys",
    _group(
        [
            (str(v).lower(), k)
            for k, v in sorted({"a": True, "b": False, "c": True}.items())
        ]
    ),
)
pulumi.export(
    "numberKeys",
    _group(
        [(_number_text(v), k) for k, v in sorted({"a": 1.5, "b": 2, "c": 1.5}.items())]
    ),
)
pulumi.export("intKeys", {str(i): v for i, v in enumerate(["x", "y"])})
pulumi.export(
    "optionalIntKeys",
    pulumi.Output.all(
        result_count=shuffle.result_count,
        values={
            k: v
            for k, v in {"a": shuffle.result_count, "b": shuffle.result_count}.items()
        },
    ).apply(
        lambda args: _group(
            [
                (_to_string(_not_null(args["values"][k])), k)
                for k in sorted({"a": args["result_count"], "b": args["result_count"]})
            ]
        )
    ),
)
pulumi.export(
    "optionalBoolKeys",
    pulumi.Output.all(
        ena_support=image.ena_support,
        values={
            k: v for k, v in {"a": image.ena_support, "b": image.ena_support}.items()
        },
    ).apply(
        lambda args: _group(
            [
                (str(_not_null(args["values"][k])).lower(), k)
                for k in sorted({"a": args["ena_support"], "b": args["ena_support"]})
            ]
        )
    ),
)
pulumi.export(
    "optionalBoolKey",
    pulumi.Output.all(
        ena_support=image.ena_support,
        values={k: v for k, v in {"a": image.ena_support}.items()},
    ).apply(
        lambda args: _from_entries(
            [
                (str(_not_null(args["values"][k])).lower(), k)
                for k in {"a": args["ena_support"]}
            ]
        )
    ),
)
pulumi.export(
    "optionalNumberKeys",
    pulumi.Output.all(
        secret=pulumi.Output.secret(1.5 if flag else None),
        values={
            k: v for k, v in {"a": pulumi.Output.secret(1.5 if flag else None)}.items()
        },
    ).apply(
        lambda args: _from_entries(
            [
                (_number_text(_not_null(args["values"][k])), k)
                for k in {"a": args["secret"]}
            ]
        )
    ),
)
pulumi.export(
    "mixedKeys",
    pulumi.Output.all(
        ena_support=image.ena_support,
        result_count=shuffle.result_count,
        values={
            k: v
            for k, v in {
                "a": image.ena_support,
                "b": shuffle.result_count.apply(
                    lambda result_count: result_count is not None
                ),
            }.items()
        },
    ).apply(
        lambda args: _group(
            [
                (str(_not_null(args["values"][k])).lower(), k)
                for k in sorted(
                    {"a": args["ena_support"], "b": args["result_count"] is not None}
                )
            ]
        )
    ),
)
