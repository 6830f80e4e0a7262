import decimal
import hashlib

import pulumi
import pulumi_aws as aws


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


# PCL iterates an object whose properties are of several primitive types as
# a map of strings: { name = "web", count = 2, enabled = true } gives "web",
# "2" and "true" to a for expression's value and to entries' values; a
# tuple of them, ["a", 1, true], as a list of strings (fuzz seed 9963). Each
# language holds the values as they are (a number, a boolean), so they are
# converted where the loop reads them: as a resource's tags, in templates,
# sha1, join, a condition, a grouping, and entries; and where they hold
# outputs, each element an output converted.
settings = {"name": "web", "count": 2, "ratio": 0.5, "enabled": True}
mixed_list = ["a", 1, 2.5, True]
numbers = {"whole": 1, "half": 0.5}
bucket = aws.s3.Bucket("bucket", tags={k: _to_string(v) for k, v in settings.items()})
held_list = [bucket.id, 1, True]
held_object = {"id": bucket.id, "count": 3}
pulumi.export(
    "templated", [f"{k}=<{_to_string(v)}>" for k, v in sorted(settings.items())]
)
pulumi.export(
    "hashes",
    [
        e["key"] + ":" + hashlib.sha1(e["value"].encode()).hexdigest()
        for e in [
            {"key": key, "value": value}
            for key, value in sorted(
                {key: _to_string(value) for key, value in settings.items()}.items()
            )
        ]
    ],
)
pulumi.export("joined", ",".join([_to_string(v) for _, v in sorted(settings.items())]))
pulumi.export(
    "filtered", [k for k, v in sorted(settings.items()) if _to_string(v) == "2"]
)
pulumi.export(
    "grouped", _group([(_to_string(v), k) for k, v in sorted(settings.items())])
)
pulumi.export("keysOnly", [k for k in sorted(settings)])
pulumi.export("sums", [v * 2 for _, v in sorted(numbers.items())])
pulumi.export(
    "listHashes", [hashlib.sha1(_to_string(v).encode()).hexdigest() for v in mixed_list]
)
pulumi.export(
    "listIndexed", _from_entries([(_to_string(v), i) for i, v in enumerate(mixed_list)])
)
pulumi.export(
    "heldTemplated",
    [
        pulumi.Output.concat(
            "<", pulumi.Output.from_input(v).apply(lambda v_: _to_string(v_)), ">"
        )
        for v in held_list
    ],
)
pulumi.export(
    "heldHashes",
    [
        pulumi.Output.concat(
            k,
            ":",
            pulumi.Output.from_input(v).apply(
                lambda v_: hashlib.sha1(_to_string(v_).encode()).hexdigest()
            ),
        )
        for k, v in sorted(held_object.items())
    ],
)
pulumi.export("tags", bucket.tags)
