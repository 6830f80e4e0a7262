import decimal
import json

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


config = pulumi.Config()

# toJSON writes what cty's jsonencode writes: keys sorted, no spaces,
# <, > and & escaped, null values kept and numbers in plain digits.
owner = config.get("owner", default="Ops <ops@example.com> & friends")
ratio = config.get_float("ratio", default=2.5)
huge = config.get_float("huge", default=2500000000000000000000)
pet = random.RandomPet("pet")
document = {
    "zeta": "last",
    "alpha": "first",
    "owner": owner,
    "nothing": None,
    "counts": [1, 2, 3],
    "nested": {"b": True, "a": ratio},
}
pulumi.export("plain", _to_json(document))
pulumi.export("numbers", _to_json([ratio, huge, 1.0, 2.5e-8]))
pulumi.export(
    "withOutput",
    pulumi.Output.from_input({"name": pet.id, "kind": "pet"}).apply(_to_json),
)
