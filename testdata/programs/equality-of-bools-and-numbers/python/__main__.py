import math

import pulumi


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


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A bool equals no number, where the values' types do not say which they
# are (a dynamic value, a union, a collection of either): Python's == finds
# True equal to 1 and False to 0.
anything = config.get_object("anything", default=True)
zero = config.get_float("zero", default=0)
pulumi.export(
    "tryAndNumber",
    _equal(
        _try(lambda: _not_implemented("not here"), lambda: False),
        int(math.fmod(2147483648, 1)),
    ),
)
pulumi.export("dynamicAndOne", _equal(anything, 1))
pulumi.export("dynamicNotOne", not _equal(anything, 1))
pulumi.export("unionAndZero", _both_none("false" if zero == 0 else "no", zero))
pulumi.export(
    "listsOfEither",
    _equal([_try(lambda: _not_implemented("x"), lambda: True), 2], [1, 2]),
)
pulumi.export("mapsOfEither", not _equal({"k": anything}, {"k": 1}))
pulumi.export(
    "boolsStillEqual",
    _equal(_try(lambda: _not_implemented("y"), lambda: True), anything),
)
pulumi.export(
    "numbersStillEqual", _equal(_try(lambda: _not_implemented("z"), lambda: 0), zero)
)
