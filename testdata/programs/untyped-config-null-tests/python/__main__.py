import decimal

import pulumi
import pulumi_random as random


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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

# An untyped config tested for null in conditionals, then read by key: the
# tests narrow nothing a later read depends on.
settings = config.get_object("settings", default={"name": "web", "size": 2})
pet = random.RandomPet(
    "pet",
    keepers=(
        None
        if None is settings
        else {
            _to_string(_not_null(key)): _to_string(item)
            for key, item in _entries(settings)
        }
    ),
    prefix=_to_string(settings["name"]),
)
pulumi.export("described", "unset" if None is settings else "set")
pulumi.export("present", settings["name"] if None is not settings else "none")
pulumi.export("size", settings["size"])
