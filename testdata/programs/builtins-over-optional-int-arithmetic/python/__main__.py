import decimal
import math

import pulumi
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


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

# Arithmetic on ints that may be null is an int where it gives a value,
# read by builtins and loops that take its Go type from the collection:
# entries of a tuple of it, max of one spread, lookup with an int default.
pick = config.get_bool("pick", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
diff = shuffle.result_count.apply(
    lambda result_count: _operand(result_count) - _operand(result_count)
)
pulumi.export(
    "entryValues",
    pulumi.Output.all(
        diff=diff,
        values=[
            pulumi.Output.from_input(e)
            for e in [
                {"key": key, "value": value} for key, value in enumerate([diff, 3])
            ]
        ],
        shuffle_id=shuffle.id,
    ).apply(
        lambda args: [
            args["values"][key]["value"]
            for key in range(
                len(
                    [
                        {"key": key, "value": value}
                        for key, value in enumerate([args["diff"], 3])
                    ]
                )
            )
            if args["shuffle_id"] != ""
        ]
    ),
)
pulumi.export(
    "entryKeys",
    pulumi.Output.all(diff=diff, shuffle_id=shuffle.id).apply(
        lambda args: [
            e["key"]
            for e in [
                {"key": key, "value": value}
                for key, value in sorted({"a": args["diff"], "b": 3}.items())
            ]
            if args["shuffle_id"] != ""
        ]
    ),
)
pulumi.export(
    "looped",
    pulumi.Output.all(
        diff=diff,
        values=[pulumi.Output.from_input(v) for v in [diff, 3]],
        shuffle_id=shuffle.id,
    ).apply(
        lambda args: [
            {"x": args["values"][key]}
            for key in range(len([args["diff"], 3]))
            if args["shuffle_id"] != ""
        ]
    ),
)
pulumi.export("largest", diff.apply(lambda diff: max([diff, 3])))
pulumi.export("smallest", diff.apply(lambda diff: min(-diff, 3.5)))
pulumi.export(
    "found", pulumi.Output.from_input({"a": diff, "b": 3}.get("a" if pick else "c", 7))
)
pulumi.export("chosen", diff if pick else pulumi.Output.from_input(2.5))
pulumi.export("remainder", diff.apply(lambda diff: int(math.fmod(diff - 7, 3))))
pulumi.export(
    "text",
    pulumi.Output.format(
        "{0}/{1}/{2}",
        diff,
        diff.apply(lambda diff: _number_text(diff / 2)),
        diff.apply(lambda diff: ",".join(map(_to_string, [diff, 3]))),
    ),
)
pulumi.export("counted", diff.apply(lambda diff: list(range(diff + 2))))
