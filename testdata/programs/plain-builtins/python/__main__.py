import base64
import decimal
import hashlib
import json
import math
import os

import pulumi


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()
text = config.get("text", default="hello, world")
parts = text.split(", ")
joined = "-".join(parts)
encoded = base64.b64encode(joined.encode()).decode()
decoded = base64.b64decode(encoded).decode()
digest = hashlib.sha1(decoded.encode()).hexdigest()
numbers = list(range(1, 10, 3))
biggest = max(numbers)
smallest = min(3, 1.5)
looked_up = {"a": "x"}.get("b", "default")
single = _single_or_none([text])
items = [
    {"key": key, "value": value} for key, value in sorted({"one": 1, "two": 2}.items())
]
first = _element(parts, 0)
ratio = len(parts) / 2
half = "odd" if int(math.fmod(7, 2)) == 1 else "even"
attempt = _try(lambda: parts[5], lambda: "none")
works = _can(lambda: parts[0])
pulumi.export(
    "summary",
    f"{joined} {digest} {biggest} {_number_text(smallest)} {looked_up} {_not_null(single)} {first} {_number_text(ratio)} {half} {attempt} {str(works).lower()}",
)
pulumi.export("items", [e["key"] + "=" + str(e["value"]) for e in items])
pulumi.export(
    "where",
    f"{pulumi.get_stack()}/{pulumi.get_project()}/{pulumi.get_organization()}/{pulumi.get_root_directory()}/{os.getcwd()}",
)
pulumi.export("json", _to_json({"numbers": numbers, "text": text}))
pulumi.export("asset", pulumi.StringAsset(text))
