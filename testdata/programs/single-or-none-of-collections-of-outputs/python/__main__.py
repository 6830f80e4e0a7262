import pulumi
import pulumi_random as random


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# singleOrNone of a list whose elements are collections holding outputs
# (lists of a resource's optional outputs, maps of them), in an object of
# values of several types: none is a null output of the untyped collection
# Go holds, one is that collection.
shuffle = random.RandomShuffle("shuffle", inputs=["a"], seed="s")
held = {
    "none": _single_or_none([[item.seed for item in [shuffle]] for v in []]),
    "one": _single_or_none([[item.seed for item in [shuffle]] for v in [1]]),
    "keyed": _single_or_none([{"seed": shuffle.seed} for v in []]),
    "number": 1.5,
}
pulumi.export("none", held["none"])
pulumi.export("one", held["one"])
pulumi.export("keyed", held["keyed"])
