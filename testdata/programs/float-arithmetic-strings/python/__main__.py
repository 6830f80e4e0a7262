import decimal
import json

import pulumi


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


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
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

# Numbers are 64-bit floats: each operation rounds its result as the
# target languages do, so a fraction computed from config reads the same as
# a string, in a template, a join and toJSON, in every language; and -0
# is 0.
tenth = config.get_float("tenth", default=0.1)
tripled = tenth * 3
ratio = -2 * tenth
pulumi.export("product", tripled)
pulumi.export("text", _number_text(tripled))
pulumi.export("joined", ",".join(map(_join_element, [tripled, ratio, "3.5"])))
pulumi.export("json", _to_json({"ratio": ratio, "whole": 0.5 * 4}))
pulumi.export("zeros", [-len([]), 0 * -1, -(tenth - tenth)])
