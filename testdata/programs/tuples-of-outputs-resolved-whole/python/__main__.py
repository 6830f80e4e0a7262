import decimal
from typing import Any, cast

import pulumi
import pulumi_random as random


def _join_element(value) -> str:
    # PCL's join converts each element of the list to a string, and a null
    # element is an error.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return _to_string(value)


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


pet = random.RandomPet("pet")
pair = [pet.id, pet.id]
mixed = [pet.id, 2]
other = random.RandomPet(
    "other",
    prefix=cast("pulumi.Output[Any]", pulumi.Output.from_input(pair)).apply(
        lambda pair: "".join(pair)
    ),
    separator=cast("pulumi.Output[Any]", pulumi.Output.from_input(mixed)).apply(
        lambda mixed: "-".join(map(_join_element, mixed))
    ),
)
pulumi.export("joined", [other.prefix, other.separator, len(pair), pair[1]])
