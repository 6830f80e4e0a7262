import decimal
import json
from typing import Any, cast

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

# Conditionals whose branches are outputs, or hold outputs, of other types
# than the conditional's result.
flag = config.get_bool("flag", default=True)
limits = config.get_object("limits", default={"a": 1.5})
maybe = config.get_int("maybe", default=4)
pet = random.RandomPet("pet", length=2)
pets = []
for index in range(2):
    pets.append(random.RandomPet(f"pets-{index}", length=1))

# A map of numbers where the other branch is a map of strings.
mixed_maps = (
    pulumi.Output.secret({key: _number_text(item) for key, item in limits.items()})
    if flag
    else pulumi.Output.secret({"a": "x"})
)

# An optional int where the other branch is a number.
widened = pulumi.Output.secret(maybe) if flag else pulumi.Output.from_input(2.5)

# A plain list holding outputs where the other branch is an output.
held_list = (
    cast(Any, pulumi.Output.from_input([pet.id, "x"]))
    if flag
    else pulumi.Output.secret(["y"])
)

# A plain branch computed with statements of its own.
encoded = pet.id if not flag else pulumi.Output.from_input(_to_json({"a": 1}))

# The length of one of two lists of outputs.
chosen_count = len([item.id for item in pets] if flag else [pet.id])
sized = random.RandomPet("sized", length=chosen_count, prefix=encoded)
pulumi.export("mixedMaps", mixed_maps)
pulumi.export("widened", widened)
pulumi.export("heldList", held_list)

# A conditional holding outputs given where a value of any type is taken.
pulumi.export("anyValue", [{"name": pet.id} if flag else {}])
