import decimal

import pulumi
import pulumi_random as random

from counter import Counter


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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

# Collections whose elements have no known type, given where a list of
# strings is taken: a config variable of type any holding a list, and the
# element of a list of empty lists. Go holds them as []interface{}, which
# converts element by element (a type assertion to []string would fail).
# And a component's output computed on an int that may be null is the
# number PCL types it as.
names = config.get_object("names", default=["a", "b"])
empties = [[]]
from_any = random.RandomShuffle(
    "fromAny",
    inputs=None if None is names else [_to_string(item) for _, item in _entries(names)],
)
from_empty = random.RandomShuffle("fromEmpty", inputs=empties[0])
bits = random.RandomInteger("bits", min=1, max=4)
count = Counter("count", {"base": bits.result})
pulumi.export("shuffled", [from_any.inputs, from_empty.inputs])
pulumi.export("remaining", count.remaining)
