import decimal
from typing import Any, cast

import pulumi
import pulumi_random as random


def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value


def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


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

# Dynamic values computed in applies and given to optional inputs: a null
# among them leaves the input unset, as it does outside an apply, where
# converting it to a string failed in Go (a string was required, fuzz
# seeds 9548, 9554 and 9556).
settings = config.get_object("settings", default={"name": None, "count": 3})
pet = random.RandomPet("pet", length=2)
none = random.RandomPet(
    "none",
    prefix=cast(
        Any,
        pet.length.apply(
            lambda length: _to_string(_single_or_none([] if length > 1 else []))
        ),
    ),
)
named = random.RandomPet(
    "named",
    prefix=cast(
        Any,
        pet.length.apply(
            lambda length: _to_string(settings["name"]) if length > 1 else "x"
        ),
    ),
    length=cast(
        Any,
        pet.length.apply(
            lambda length: (
                _dynamic_int(settings["name"])
                if length > 5
                else _dynamic_int(settings["count"])
            )
        ),
    ),
)
some = random.RandomPet(
    "some",
    prefix=cast(
        Any,
        pet.length.apply(lambda length: _single_or_none(["one"] if length > 1 else [])),
    ),
)
pulumi.export("ids", [none.id, named.id, some.id])
