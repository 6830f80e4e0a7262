import decimal

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

# Config objects with optional int and number attributes, which the program
# reads from JSON: their numbers are whole numbers where ints are taken.
hosts = config.require_object("hosts")
limits = config.require_object("limits")
tagged = aws.ec2.Ami(
    "tagged",
    tags={
        f"k{i}": str(hosts[0]["port"] - 1) + ":" + _to_string(_not_null(w))
        for i, w in enumerate([item.get("weight") for item in hosts])
        if w is not None
    },
)
pulumi.export(
    "weights",
    [0 if h.get("weight") is None else _operand(h.get("weight")) + 1 for h in hosts],
)
pulumi.export("ratios", [h.get("ratio") for h in hosts])
pulumi.export("lows", {k: v.get("low") for k, v in limits.items()})
