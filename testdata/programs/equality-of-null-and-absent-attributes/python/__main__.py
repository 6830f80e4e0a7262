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

# Objects and maps compared as data: an attribute or a key whose value is
# null is one the value lacks, as the languages hold a choice of objects of
# other keys and an SDK's object of unset properties.
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet", length=1)
pulumi.export(
    "chosenEmptyIsNull",
    pulumi.Output.secret({"xray": "a"} if flag else {}).apply(
        lambda secret: not _equal(secret, {"xray": None})
    ),
)
pulumi.export(
    "chosenNullIsNull",
    _equal({"xray": "a"} if flag else {"xray": None}, {"xray": None}),
)
pulumi.export("emptyIsNull", _equal({} if not flag else {"xray": "a"}, {"xray": None}))
pulumi.export(
    "valueIsNotNull", _equal({"xray": "a"} if not flag else {}, {"xray": None})
)
pulumi.export(
    "mapNullValue",
    pet.id.apply(lambda id_: _both_none({"a": id_, "b": None}, {"a": id_})),
)
pulumi.export("nestedNull", _equal([{"k": 1} if flag else {}], [{"k": None}]))
pulumi.export(
    "outputOfChoice",
    pet.id.apply(lambda id_: _both_none({"name": id_} if flag else {"name": None}, {})),
)
