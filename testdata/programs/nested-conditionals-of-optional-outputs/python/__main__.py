import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


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

# Conditionals of optional outputs (an optional int, an optional string)
# inside conditionals whose other branch has another type: Go holds such a
# conditional as a value of any type, which must hold the optional's value,
# not a pointer to it.
papa = config.get_bool("papa", default=False)
echo = random.RandomShuffle("echo", inputs=["a"], result_count=7)
image = aws.ec2.Ami("image", name="image")
pet = random.RandomPet(
    "pet",
    prefix=pulumi.Output.concat(
        "a",
        cast(
            "pulumi.Output[Any]",
            (
                (pulumi.Output.from_input(-2.75) if papa else echo.result_count)
                if papa
                else echo.result_count
            ),
        ).apply(lambda value: _number_text(_not_null(value))),
    ),
)
pulumi.export(
    "chosenNumber",
    (
        (pulumi.Output.from_input(-2.75) if papa else echo.result_count)
        if papa
        else echo.result_count
    ),
)
pulumi.export(
    "chosenText",
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
        (
            (pulumi.Output.from_input(1.5) if papa else echo.result_count)
            if papa
            else echo.result_count
        ),
    ).apply(lambda value: value == 7),
)
pulumi.export(
    "listed",
    [
        (
            pulumi.Output.from_input("x")
            if papa
            else (
                pulumi.Output.from_input("2")
                if papa
                else echo.result_count.apply(lambda result_count: str(result_count))
            )
        )
    ],
)
