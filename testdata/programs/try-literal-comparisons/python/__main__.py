import pulumi


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


# try of literals compared with another literal: TypeScript types the try
# as the union of its literal arguments (4 | 9) and rejects comparing it
# with a literal outside that union as unintentional, where PCL compares
# the values.
is_thirteen = 13 == _try(lambda: 4, lambda: 9)
is_four = not _equal(_try(lambda: _not_implemented("not here"), lambda: 4), 4)
pulumi.export("isThirteen", is_thirteen)
pulumi.export("isFour", is_four)
pulumi.export("word", "same" if "a" == _try(lambda: "b", lambda: "c") else "different")
