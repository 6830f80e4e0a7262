import pulumi

config = pulumi.Config()
count = config.get_int("count", default=1)
pair = config.get_object("pair", default=[1, 2])
single = config.get_object("single", default=[1])
digits = config.get_object("digits", default=["1"])
letters = config.get_object("letters", default={"a": 1})
nothing = config.get_object("nothing")
pulumi.export(
    "emptyListsOfDifferentElements",
    [count for f in []]
    == [
        o["value"]
        for o in [{"key": key, "value": value} for key, value in enumerate([])]
    ],
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
    .apply(lambda values: [count for f in []] != values),
)
pulumi.export("untypedTupleEqualsList", pair == [i * count for i in [1, 2]])
pulumi.export(
    "untypedObjectEqualsMap", letters == {k: v * count for k, v in {"a": 1}.items()}
)
pulumi.export(
    "nestedEmpties",
    [[count for f in []] for o in [1]]
    == [
        [
            p["value"]
            for p in [{"key": key, "value": value} for key, value in enumerate([])]
        ]
        for o in [1]
    ],
)
pulumi.export("differentLengths", single != [i for i in [1, 2]])
pulumi.export("stringIsNotNumber", digits == [i for i in [1]])
pulumi.export("nullIsNotEmpty", nothing == [count for f in []])
