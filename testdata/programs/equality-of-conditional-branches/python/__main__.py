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

# A conditional compared with == is the value of its chosen branch, of that
# branch's type: objects of different keys stay as they are (the empty
# object equals {}), where tuples of different lengths convert to a list
# (which a tuple never equals).
pick = config.get_bool("pick", default=True)
pulumi.export(
    "a",
    pulumi.Output.secret({}).apply(
        lambda secret: not _equal(secret, {} if pick else {"papa": "x"})
    ),
)
pulumi.export("b", not _equal({}, {} if pick else {"papa": "x"}))
pulumi.export(
    "c", pulumi.Output.secret({}).apply(lambda secret: not _equal(secret, {}))
)
pulumi.export("d", _equal({} if not pick else {"papa": "x"}, {"papa": "x"}))
pulumi.export("e", _both_none([], [] if pick else [1]))
pulumi.export("f", _equal({}, {} if pick else {"papa": 1, "q": "x"}))
pulumi.export("g", _both_none([1], ["1"] if pick else ["a", "b"]))
pet = random.RandomPet(
    "pet", prefix=str(_equal({}, {} if pick else {"papa": pick})).lower()
)
