import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


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
            lambda objects_: objects_ == {"Key": 1}
        ),
        objects[1]["a.b"],
    ],
)
pulumi.export(
    "lengths", [len(objects[0]), len(lists[0]), len(lists[1]), len(nested[0][0])]
)
pulumi.export("values", [objects[0], lists[0], maps[0], nested[0]])
