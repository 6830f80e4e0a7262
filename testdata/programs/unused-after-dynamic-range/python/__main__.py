import decimal

import pulumi
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _range_entries(value):
    # The instances a range of any type makes, as PCL makes them: True one
    # (named as the resource), False none, a whole number that many, a list
    # one per element and a map one per key; each is (key, value, suffix).
    if isinstance(value, bool):
        return [(True, True, "")] if value else []
    if isinstance(value, (int, float)):
        if value < 0 or value != int(value):
            raise ValueError(f"a count of resources cannot be {value}")
        return [(i, i, f"-{i}") for i in range(int(value))]
    if isinstance(value, (list, tuple)):
        return [(i, v, f"-{i}") for i, v in enumerate(value)]
    if isinstance(value, dict):
        return [(k, value[k], f"-{k}") for k in sorted(value)]
    raise TypeError(f"a range must be a number, bool, list or map, not {value!r}")


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

# A resource ranged over a value of any type, then one no code reads: the
# first declares err, which the second assigns.
names = config.get_object("names", default=["a", "b"])
pets = [
    random.RandomPet(f"pets{suffix}", prefix=_to_string(value))
    for key, value, suffix in _range_entries(names)
]
unread = random.RandomPet("unread", length=2)
pulumi.export("count", len(pets))
