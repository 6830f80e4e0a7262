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


# Tuples holding outputs whose elements are collections of different
# types, read at constant indices as the collection each element is: Go
# holds such a tuple as a pulumi.Array of the inputs of the elements'
# common type (a pulumi.Map for an object of ints), not of each element's
# own (fuzz seed 10829).
pet = random.RandomPet("pet")
objects = [{"Key": pet.length}, {"Key": 3, "a.b": 3}]
lists = [[pet.id, "x"], [1, 2], "s"]
maps = [{"a": pet.id}, 5]
nested = [[[pet.length]], ["y"]]
kept = random.RandomId("kept", byte_length=4, keepers=maps[0])
shuffled = random.RandomShuffle("shuffled", inputs=lists[0])
pulumi.export(
    "compared",
    [
        pulumi.Output.from_input(objects[0]).apply(
            lambda objects_: _both_none(objects_, 4)
        ),
        pulumi.Output.from_input(objects[0]).apply(
            lambda objects_: _equal(objects_, {"Key": 1})
        ),
        objects[1]["a.b"],
    ],
)
pulumi.export(
    "lengths", [len(objects[0]), len(lists[0]), len(lists[1]), len(nested[0][0])]
)
pulumi.export("values", [objects[0], lists[0], maps[0], nested[0]])
