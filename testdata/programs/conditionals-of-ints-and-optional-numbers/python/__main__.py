import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws


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

# Conditionals of an int and an optional number, plain and eventual: Go holds
# the optional number as a pointer, which a value of any type must not keep.
hotel = config.get_bool("hotel", default=False)
ratio = config.get_float("ratio", default=1.5)
count = config.get_int("count", default=4)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 2.5},
)
pulumi.export(
    "inTemplate",
    pulumi.Output.concat(
        "b",
        cast(
            "pulumi.Output[Any]",
            (
                pulumi.Output.from_input(3)
                if hotel
                else policy.target_tracking_configuration.target_value
            ),
        ).apply(lambda value: _number_text(_not_null(value))),
    ),
)
pulumi.export(
    "whole",
    (
        pulumi.Output.from_input(count)
        if hotel
        else policy.target_tracking_configuration.target_value
    ),
)
pulumi.export("plain", ratio if not hotel else 3)
pulumi.export(
    "plainTemplate", f"p{_to_string(_not_null(ratio if not hotel else count))}"
)
pulumi.export("compared", (ratio if not hotel else count) == 1.5)
pulumi.export(
    "listed",
    [
        (
            pulumi.Output.from_input(v)
            if hotel
            else policy.target_tracking_configuration.target_value
        )
        for v in [1, 2]
    ],
)
