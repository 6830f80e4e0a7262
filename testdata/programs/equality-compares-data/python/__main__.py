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
count = config.get_int("count", default=1)
pair = config.get_object("pair", default=[1, 2])
single = config.get_object("single", default=[1])
digits = config.get_object("digits", default=["1"])
letters = config.get_object("letters", default={"a": 1})
nothing = config.get_object("nothing")
pulumi.export(
    "emptyListsOfDifferentElements",
    _equal(
        [count for f in []],
        [
            o["value"]
            for o in [{"key": key, "value": value} for key, value in enumerate([])]
        ],
    ),
)
pulumi.export(
    "emptyListsFilteredBySecrets",
    pulumi.Output.secret(count > 0)
    .apply(
        lambda secret: [
            o["value"]
            for o in [{"key": key, "value": value} for key, value in sorted({}.items())]
            if secret
        ]
    )
    .apply(lambda values: not _equal([count for f in []], values)),
)
pulumi.export("untypedTupleEqualsList", _equal(pair, [i * count for i in [1, 2]]))
pulumi.export(
    "untypedObjectEqualsMap",
    _equal(letters, {k: v * count for k, v in {"a": 1}.items()}),
)
pulumi.export(
    "nestedEmpties",
    _equal(
        [[count for f in []] for o in [1]],
        [
            [
                p["value"]
                for p in [{"key": key, "value": value} for key, value in enumerate([])]
            ]
            for o in [1]
        ],
    ),
)
pulumi.export("differentLengths", not _equal(single, [i for i in [1, 2]]))
pulumi.export("stringIsNotNumber", _equal(digits, [i for i in [1]]))
pulumi.export("nullIsNotEmpty", _equal(nothing, [count for f in []]))
