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

# toJSON resolves the outputs its argument holds at any depth, also those
# no part of the argument shows: a local holding a list with an output is
# a list of outputs, not a value an apply over the visible outputs could
# encode.
ratio = config.get_float("ratio", default=2.5)
pet = random.RandomPet("pet", length=2)
other = random.RandomPet("other", length=3)
names = [other.id, "fixed"]
pulumi.export(
    "mixed", pulumi.Output.from_input({"name": pet.id, "names": names}).apply(_to_json)
)
pulumi.export(
    "withNumbers",
    pulumi.Output.from_input({"name": pet.id, "ratio": ratio, "names": names}).apply(
        _to_json
    ),
)
pulumi.export(
    "inTemplate",
    pulumi.Output.concat(
        "names=", pulumi.Output.from_input(names).apply(_to_json), " pet=", pet.id
    ),
)
