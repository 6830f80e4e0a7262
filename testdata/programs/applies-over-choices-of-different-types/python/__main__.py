from typing import Any, cast

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


config = pulumi.Config()

# An apply over a conditional whose branches are outputs of different
# types: Python's type checker takes the choice as the union of the
# branches' outputs, whose apply takes no one callback.
flag = config.get_bool("flag", default=False)
objects = cast(
    "pulumi.Output[dict[str, Any]]",
    (
        pulumi.Output.secret({"a": False, "b": False})
        if flag
        else pulumi.Output.from_input({"a": False, "b": True, "c": None})
    ),
).apply(lambda value: _equal(value, {"a": True, "b": False, "c": 13}))
lists = cast(
    "pulumi.Output[list[str]]",
    (
        pulumi.Output.secret(["x", "y"])
        if flag
        else pulumi.Output.from_input(["1", "2", "3"])
    ),
).apply(lambda value: len(value))
scalars = pulumi.Output.concat(
    (
        pulumi.Output.secret(1).apply(lambda secret: str(secret))
        if flag
        else pulumi.Output.from_input("one")
    ),
    "!",
)
map_or_object = cast(
    "pulumi.Output[dict[str, Any]]",
    (
        pulumi.Output.secret({"k": "v"})
        if flag
        else pulumi.Output.from_input({"k": "w", "l": 2})
    ),
).apply(lambda value: _equal(value, {"k": "w", "l": 2}))
pulumi.export("objects", objects)
pulumi.export("lists", lists)
pulumi.export("scalars", scalars)
pulumi.export("mapOrObject", map_or_object)
