import pulumi


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Reads of null collections and objects that PCL fails on, each inside a
# try whose fallback says so: the length, the elements, a loop over, the
# joined strings, an attribute or element of null. A splat of null is an
# empty list.
names = config.get_object("names")
mapping = config.get_object("mapping")
obj = config.get_object("obj")
pulumi.export("lengthOfNull", _try(lambda: len(_operand(names)), lambda: -1))
pulumi.export("lengthOfNullMap", _try(lambda: len(_operand(mapping)), lambda: -1))
pulumi.export("joined", _try(lambda: ",".join(_operand(names)), lambda: "failed"))
pulumi.export("looped", _try(lambda: [n for n in _operand(names)], lambda: ["failed"]))
pulumi.export(
    "mapLooped",
    _try(
        lambda: {k: v for k, v in _operand(mapping).items()}, lambda: {"failed": "yes"}
    ),
)
pulumi.export(
    "objLooped", _try(lambda: [k for k in sorted(_operand(obj))], lambda: ["failed"])
)
pulumi.export("indexed", _try(lambda: _operand(names)[0], lambda: "failed"))
pulumi.export("keyed", _try(lambda: _present(mapping)["a"], lambda: "failed"))
pulumi.export("attribute", _try(lambda: _present(obj)["a"], lambda: "failed"))
pulumi.export("element", _try(lambda: _element(_operand(names), 0), lambda: "failed"))
pulumi.export("looked", _try(lambda: _operand(mapping).get("a", "d"), lambda: "failed"))
pulumi.export(
    "entries",
    _try(
        lambda: len(
            [
                {"key": key, "value": value}
                for key, value in sorted(_operand(mapping).items())
            ]
        ),
        lambda: -1,
    ),
)
pulumi.export("splat", [item for item in (names or [])])
