import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


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

# Conditionals whose branches are outputs of scalar types neither of which
# holds the other (a number and an optional string, a bool and an int):
# TypeScript's union of their Outputs has no apply it can call, so each is
# an Output of PCL's type of the conditional.
papa = config.get_bool("papa", default=False)
image = aws.ec2.Ami("image", name="image")
echo = random.RandomShuffle("echo", inputs=["a"], result_count=7)
pulumi.export(
    "templated",
    pulumi.Output.concat(
        "b",
        cast(
            "pulumi.Output[Any]",
            pulumi.Output.from_input(1) if papa else image.ramdisk_id,
        ).apply(lambda value: _to_string(_not_null(value))),
    ),
)
pulumi.export("whole", pulumi.Output.from_input(1) if papa else image.ramdisk_id)
pulumi.export(
    "nested",
    pulumi.Output.concat(
        "b",
        cast(
            "pulumi.Output[Any]",
            (
                (pulumi.Output.from_input(1) if papa else image.ramdisk_id)
                if not papa
                else image.kernel_id
            ),
        ).apply(lambda value: _to_string(_not_null(value))),
    ),
)
pulumi.export(
    "compared",
    cast(
        "pulumi.Output[Any]",
        pulumi.Output.from_input(True) if papa else echo.result_count,
    ).apply(lambda value: _equal(value, 7)),
)
pulumi.export(
    "listed",
    [
        (
            pulumi.Output.from_input(s)
            if papa
            else echo.result_count.apply(lambda result_count: str(result_count))
        )
        for s in ["x"]
    ],
)
