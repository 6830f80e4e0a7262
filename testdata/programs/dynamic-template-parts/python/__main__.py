import decimal

import pulumi
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

# Values of any type in templates: elements of a list resolved from
# outputs, where an optional output's value is a pointer in Go (fuzz seed
# 11100).
anything = config.get_object("anything", default="dyn")
pet = random.RandomPet("pet", prefix="p")
named = pulumi.Output.unsecret(pulumi.Output.all(pet.prefix, "x", pet.length)).apply(
    lambda resolved: [
        random.RandomPet(
            f"named-{index}", prefix=f"{_to_string(_not_null(value))}!{index}"
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "texts", [f"<{_to_string(_not_null(anything))}>", _to_string(_not_null(anything))]
)
pulumi.export(
    "prefixes",
    named.apply(lambda named: pulumi.Output.all(*[item.prefix for item in named])),
)
