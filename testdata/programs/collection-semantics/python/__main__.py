import decimal

import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


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

# How collections behave: element wraps past the end, join joins numbers as
# strings, an empty for result is an empty list, and / divides ints into
# numbers.
i = config.get_int("i", default=25)
even = config.get_int("even", default=24)
zones = config.get_object("zones", default=["a", "b", "c"])
none = config.get_object("none", default=[])
nums = [1, 2.5, 3]
counts = [4, 5, 6]
empty = []
half = random.RandomString("half", length=_to_int(even / 2))
pulumi.export("wrapped", _element(zones, 4))
pulumi.export("wrappedLiteral", "y")
pulumi.export("joinedNumbers", ",".join(map(_join_element, nums)))
pulumi.export("joinedInts", "-".join(map(_to_string, counts)))
pulumi.export("emptyFor", [f"{z}!" for z in none])
pulumi.export("emptyLiteralFor", [x for x in empty])
pulumi.export("filteredFor", [z for z in zones if z == "q"])
pulumi.export("emptyMapFor", _from_entries([(z, f"{z}!") for z in none]))
pulumi.export("quotient", i / 2)
pulumi.export("wholeQuotient", even / 2)
pulumi.export("halfLength", half.length)
