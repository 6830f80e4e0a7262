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


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


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

# Config of no type holds a map or a list only when the program runs; a loop
# without a key variable visits a map's values in key order.
anything = config.get_object("anything", default={"b": 2, "a": 1})
listy = config.get_object("listy", default=[3, 1])
pulumi.export("values", [v for _, v in _entries(anything)])
pulumi.export("keys", [k for k, _ in _entries(anything)])
pulumi.export("items", [v for _, v in _entries(listy)])
pulumi.export("filtered", [v for _, v in _entries(anything) if not _equal(v, 2)])
pulumi.export(
    "nested",
    [
        [
            f"{_to_string(_not_null(v))}-{_to_string(_not_null(w))}"
            for _, w in _entries(listy)
        ]
        for _, v in _entries(anything)
    ],
)
pets = []
for index in range(len([v for _, v in _entries(anything)])):
    pets.append(random.RandomPet(f"pets-{index}"))

# A key of a value of no type is an index or a string, whichever it holds.
pulumi.export(
    "indexed",
    [
        f"{_to_string(_not_null(k))}={_to_string(_not_null(v))}"
        for k, v in _entries(listy)
    ],
)
pulumi.export("byKey", {_to_string(_not_null(k)): v for k, v in _entries(listy)})
