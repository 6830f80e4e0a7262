import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


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
flag = config.get_bool("flag", default=True)
anything = config.get_object("anything", default=1)
str_ = random.RandomString(
    "str",
    length=3,
    number=_both_none([0.25 for _, v in sorted({}.items()) if bool(False)], [])
    and _can(lambda: -1),
    special=flag and [1] == [1] or _equal(anything, True),
    upper=not flag or _equal(anything, True) and flag,
)
pulumi.export(
    "chained",
    [
        _both_none([1 for x in []], []) and flag,
        flag and _both_none({}, {"a": 1}) or False,
        not _equal(anything, True) and anything != "x",
    ],
)
