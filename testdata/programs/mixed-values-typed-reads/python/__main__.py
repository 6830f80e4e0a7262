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

# Values of one type read from values of any type, or from collections of
# values of several types, converted as PCL converts them.
flag = config.get_bool("flag", default=False)
settings = config.get_object("settings", default={"enabled": False, "size": 3})

# Objects of other attributes: a tuple of values of several types.
shapes = [{"beta": 15}, {"with space": 2, "beta": 9}]

# A value of any type given where a map of strings is taken.
keeper = random.RandomPet(
    "keeper",
    keepers=(
        None
        if None is settings
        else {
            _to_string(_not_null(key)): _to_string(item)
            for key, item in _entries(settings)
        }
    ),
)

# A map of objects of other attributes, each optional where the other
# object has none.
named = {}
for key, value in ({"alpha": "x"} if flag else {"Key": "y", "alpha": "z"}).items():
    named[key] = random.RandomPet(f"named-{key}", prefix=value)
pulumi.export("firstValues", [v * 2 for _, v in sorted(shapes[0].items())])
pulumi.export("keepers", keeper.keepers)
