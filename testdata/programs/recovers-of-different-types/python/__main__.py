from typing import cast

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


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


# recover whose value and fallback are of different types (a number and
# an int, objects of other keys), computed on directly and through a local:
# its value is of their unified type.
direct = cast(
    "pulumi.Output[float]",
    _recover(
        lambda: pulumi.Output.secret(0.1), lambda error: pulumi.Output.from_input(3)
    ),
).apply(lambda recover: recover * 2)
held = _recover(
    lambda: pulumi.Output.secret(0.5), lambda error: pulumi.Output.from_input(7)
)
objects = _recover(
    lambda: pulumi.Output.secret({"a": 1}),
    lambda error: pulumi.Output.from_input({"b": "x"}),
)
pulumi.export("direct", direct)
pulumi.export("held", held.apply(lambda held: held + 1))
pulumi.export("keys", objects.apply(lambda objects: [k for k in sorted(objects)]))
compared = cast(
    "pulumi.Output[float]",
    _recover(
        lambda: pulumi.Output.secret(0.1), lambda error: pulumi.Output.from_input(3)
    ),
).apply(lambda recover: not _equal({"zulu": recover}, {"zulu": 0.25}))
pulumi.export("compared", compared)
