from typing import cast

import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


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


config = pulumi.Config()

# PCL compares values with == and != without converting them: values of
# different types are unequal unless both are null, and lists, maps and
# objects compare by their elements.
count = config.get_int("count", default=1)
label = config.get("label", default="1")
ratio = config.get_float("ratio", default=1.0)
zones = config.get_object("zones", default=["a", "b"])
sizes = config.get_object("sizes", default={"small": 1})
maybe = config.get_object("maybe", default={})
pet = random.RandomPet("pet", length=2)
mixed = [count, label]
picked = mixed[0]
wrapped = mixed[1]
pulumi.export("intAndString", _both_none(count, label))
pulumi.export("intAndNumber", count == ratio)
pulumi.export("numberAndBool", not _both_none(ratio, True))
pulumi.export("listAndTuple", _both_none(zones, ["a", "b"]))
pulumi.export("loopAndList", [z for z in zones] == zones)
pulumi.export("mapAndObject", _both_none(sizes, {"small": 1}))
pulumi.export("listAndMap", not _both_none(zones, sizes))
pulumi.export("tuples", [count, label] == [1, "1"])
pulumi.export("objects", _equal({"a": count, "b": [label]}, {"a": 1, "b": ["1"]}))
pulumi.export("optionalAcrossTypes", _both_none(maybe.get("name"), sizes))
pulumi.export("notNull", count is None)
pulumi.export("bothNull", maybe.get("name") is None)
pulumi.export("pickedInt", picked == 1)
pulumi.export("wrappedString", wrapped == "1")
pulumi.export(
    "eventualInt",
    pulumi.Output.from_input([pet.length, "z"][0]).apply(lambda v: _both_none(v, "2")),
)
pulumi.export("eventualLists", pet.id.apply(lambda id_: [id_] == [id_]))
pulumi.export(
    "eventualObjects", pet.id.apply(lambda id_: not _equal({"id": id_}, {"id": "x"}))
)
pulumi.export(
    "eventualAcrossTypes",
    cast(
        "pulumi.Output[dict[str, str]]",
        pulumi.Output.from_input({f"k{k}": pet.id for k in list(range(2))}),
    ).apply(lambda values: _both_none(values, "k0")),
)
pulumi.export(
    "filtered", pet.id.apply(lambda id_: [z for z in zones if [z, id_] != [id_, z]])
)
