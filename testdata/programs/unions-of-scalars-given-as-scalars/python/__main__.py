import decimal
from typing import Any, cast

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


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


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

# A choice of an int and an optional value of another scalar type is a
# union of them, which keeps the value chosen (3 stays an int beside an
# optional string). Given where a scalar is taken, it converts as PCL
# converts a value of any type, and null stays null where null is taken.
on = config.get_bool("on", default=True)
off = config.get_bool("off", default=False)
optional_number = pulumi.Output.secret(2.5 if on else None)
optional_text = pulumi.Output.secret("t" if on else None)
plain_text = "t" if on else None
int_or_number = pulumi.Output.from_input(3) if off else optional_number
int_or_text = pulumi.Output.from_input(3) if off else optional_text
plain_int_or_text = 7 if off else plain_text
chosen_int = pulumi.Output.from_input(4) if on else optional_text
pet = random.RandomPet(
    "pet",
    prefix=cast(Any, int_or_text.apply(lambda int_or_text: _to_string(int_or_text))),
)
plain_pet = random.RandomPet("plainPet", prefix=_to_string(plain_int_or_text))
int_pet = random.RandomPet(
    "intPet",
    prefix=cast(Any, chosen_int.apply(lambda chosen_int: _to_string(chosen_int))),
    separator=(
        pulumi.Output.from_input("-")
        if off
        else cast(Any, int_or_text.apply(lambda int_or_text: _to_string(int_or_text)))
    ),
)
sized = random.RandomShuffle(
    "sized",
    inputs=["a", "b", "c"],
    result_count=(
        pulumi.Output.from_input(2)
        if on
        else cast(
            Any, int_or_number.apply(lambda int_or_number: _to_int(int_or_number))
        )
    ),
)
pulumi.export("prefix", pet.prefix)
pulumi.export("plainPrefix", plain_pet.prefix)
pulumi.export("intPrefix", int_pet.prefix)
pulumi.export("separator", int_pet.separator)
pulumi.export("number", pulumi.Output.from_input(1.5) if on else int_or_number)
pulumi.export("numberHeld", pulumi.Output.from_input(1.5) if off else int_or_number)
pulumi.export(
    "text",
    (
        pulumi.Output.from_input("s")
        if on
        else int_or_text.apply(lambda int_or_text: _to_string(int_or_text))
    ),
)
pulumi.export(
    "values", {"number": int_or_number, "text": int_or_text, "chosen": chosen_int}
)
pulumi.export(
    "template",
    pulumi.Output.concat(
        int_or_number.apply(
            lambda int_or_number: _number_text(_not_null(int_or_number))
        ),
        "/",
        int_or_text.apply(lambda int_or_text: _to_string(_not_null(int_or_text))),
        "/",
        chosen_int.apply(lambda chosen_int: _to_string(_not_null(chosen_int))),
    ),
)
