import decimal

import pulumi
import pulumi_random as random


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Untyped config values are read as whatever their values are. PCL fails to
# index or read an attribute of a value that has no such element, and try
# takes the fallback; a string has no indices, though TypeScript's and
# Python's strings do, and a negative index counts from the end of a
# Python list.
text = config.require_object("text")
document = config.require_object("document")
numbers = config.require_object("numbers")
words = config.get_object("words", default=["a", "b", "c"])
text_chars = text
back = len(words) - 4
pulumi.export("firstOfText", _try(lambda: _index(text, 0), lambda: "no index"))
pulumi.export("attributeOfText", _try(lambda: text["length"], lambda: "no attribute"))
pulumi.export(
    "localFirstOfText", _try(lambda: _index(text_chars, 1), lambda: "no index")
)
pulumi.export("missingAttribute", _try(lambda: document["owner"], lambda: "no owner"))
pulumi.export("presentAttribute", _try(lambda: document["name"], lambda: "no name"))
pulumi.export(
    "nestedMissing", _try(lambda: document["tags"]["team"], lambda: "no team")
)
pulumi.export("nestedPresent", _try(lambda: document["tags"]["env"], lambda: "no env"))
pulumi.export(
    "attributeOfNumber", _try(lambda: document["size"]["value"], lambda: "no value")
)
pulumi.export("pastTheEnd", _try(lambda: _index(numbers, 3), lambda: "no element"))
pulumi.export("lastElement", _try(lambda: _index(numbers, 2), lambda: "no element"))
pulumi.export("keyOfList", _try(lambda: numbers["first"], lambda: "no key"))
pulumi.export(
    "forOverText", [_try(lambda: _index(s, 0), lambda: "none") for s in [text, "x"]]
)
pet = random.RandomPet(
    "pet", prefix=_to_string(_try(lambda: _index(text, 0), lambda: "fallback"))
)
pulumi.export("negativeIndex", _try(lambda: _index(words, back), lambda: "none"))
pulumi.export("lastWord", _try(lambda: _index(words, back + 3), lambda: "none"))
pulumi.export(
    "negativeIndexOfUntyped", _try(lambda: _index(numbers, back), lambda: "none")
)
