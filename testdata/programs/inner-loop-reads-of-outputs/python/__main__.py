from typing import Optional, cast

import pulumi
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


# Loops inside a loop over an output whose bodies read both the outer loop's
# variables and outputs of their own elements: the inner loops stay in the
# outer apply's callback, so their outputs are read there, by applies of
# their own, and never outside the loop that binds them.
seed = random.RandomPet("seed", length=2)
pets = pulumi.Output.unsecret(pulumi.Output.all(seed.id, "b")).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", length=3, prefix=f"p{index}")
        for index, value in enumerate(resolved)
    ]
)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])

# The value reads an output of the inner element and the outer key.
by_key = pulumi.Output.all(
    values=pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
    pets=pets,
).apply(
    lambda args: [
        pulumi.Output.all(
            values=[p.length for p in args["pets"]],
            values_=[p.id for p in args["pets"]],
        ).apply(
            lambda args_, k=k: [
                str(k) + "-" + str(args_["values"][key]) + "-" + args_["values_"][key]
                for key in range(len(args["pets"]))
            ]
        )
        for k in range(len(args["values"]))
    ]
)

# The filter reads one.
filtered = pulumi.Output.all(
    values=pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
    pets=pets,
).apply(
    lambda args: [
        cast(
            "pulumi.Output[list[int]]",
            pulumi.Output.from_input([p.length for p in args["pets"]]),
        ).apply(
            lambda values, k=k: [
                k for key in range(len(args["pets"])) if values[key] > k
            ]
        )
        for k in range(len(args["values"]))
    ]
)

# The inner key of a map loop reads one.
keyed = pulumi.Output.all(
    values=pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
    pets=pets,
).apply(
    lambda args: [
        cast(
            "pulumi.Output[list[Optional[str]]]",
            pulumi.Output.from_input([p.prefix for p in args["pets"]]),
        ).apply(
            lambda values, k=k, v=v: _from_entries(
                [
                    (f"{_not_null(values[key])}{k}", v)
                    for key in range(len(args["pets"]))
                ]
            )
        )
        for k, v in enumerate(args["values"])
    ]
)

# The inner elements are outputs, read with an index into them.
nested = pulumi.Output.all(
    values=pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
    results=shuffle.results,
    inputs=shuffle.inputs,
).apply(
    lambda args: [
        [f"{k}{r[0]}" for r in [args["results"], args["inputs"]]]
        for k in range(len(args["values"]))
    ]
)

# Three levels, the innermost reading every loop's variable.
deep = pulumi.Output.all(
    values=pets.apply(lambda pets: pulumi.Output.all(*[item.prefix for item in pets])),
    pets=pets,
).apply(
    lambda args: [
        cast(
            "pulumi.Output[list[Optional[str]]]",
            pulumi.Output.from_input([b.prefix for b in args["pets"]]),
        ).apply(
            lambda values, i=i: [
                cast(
                    "pulumi.Output[list[str]]",
                    pulumi.Output.from_input([c.id for c in args["pets"]]),
                ).apply(
                    lambda values_, i=i, j=j: [
                        f"{i}{j}{values_[key]}{_not_null(values[j])}"
                        for key in range(len(args["pets"]))
                    ]
                )
                for j in range(len(args["pets"]))
            ]
        )
        for i in range(len(args["values"]))
    ]
)
pulumi.export("byKey", by_key)
pulumi.export("filtered", filtered)
pulumi.export("keyed", keyed)
pulumi.export("nested", nested)
pulumi.export("deep", deep)
