import pulumi


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

# A choice of objects one of whose properties is an output of a tuple
# (a secret []) and null in the other: the property is an optional output
# of the tuple, which TypeScript types as an Output of an array or
# undefined, in each place a value of that type is held.
on = config.get_bool("on", default=False)
items = pulumi.Output.secret([{"name": "a"}])
chosen = (
    {
        "names": items.apply(lambda items: [None for v in items]),
        "extra": pulumi.Output.secret([]),
    }
    if _try(lambda: _not_implemented("not here"), lambda: on)
    else {
        "names": pulumi.Output.from_input([]),
        "extra": pulumi.Output.from_input(None),
    }
)
mixed = (
    {"extra": pulumi.Output.secret([1, "a"])}
    if on
    else {"extra": pulumi.Output.from_input(None)}
)
listed = [
    (
        {"extra": pulumi.Output.secret([])}
        if on
        else {"extra": pulumi.Output.from_input(None)}
    ),
    {"extra": None},
]
pulumi.export("chosen", chosen)
pulumi.export("mixed", mixed)
pulumi.export("listed", listed)
pulumi.export("extra", chosen["extra"])
