from typing import cast

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


config = pulumi.Config()

# Locals that are conditionals of collections holding outputs, chosen by a
# plain condition, then looped over and ranged over: each is the collection
# of inputs its branches build, whose keys and length are plain.
wide = config.get_bool("wide", default=False)
pet = random.RandomPet("pet", length=2)
flags = (
    {"fixed": pulumi.Output.from_input(True)}
    if wide
    else _from_entries(
        [(f"k{n}", pulumi.Output.secret(i == 0)) for i, n in enumerate(["a", "b"])]
    )
)
names = (
    [pulumi.Output.from_input("x")]
    if wide
    else [pulumi.Output.concat(n, "-", pet.id) for n in ["a", "b"]]
)
pulumi.export("flagKeys", [k for k in sorted(flags)])
pulumi.export(
    "flagValues",
    {k: pulumi.Output.from_input(v).apply(lambda v_: not v_) for k, v in flags.items()},
)
pulumi.export("nameCount", len(names))
per_flag = pulumi.Output.unsecret(
    cast("pulumi.Output[dict[str, bool]]", pulumi.Output.from_input(flags))
).apply(
    lambda resolved: {
        key: random.RandomString(
            f"perFlag-{key}",
            length=3,
            special=cast(
                "pulumi.Output[dict[str, bool]]", pulumi.Output.from_input(flags)
            ).apply(lambda flags, value=value: value),
        )
        for key, value in resolved.items()
    }
)
per_name = pulumi.Output.unsecret(pulumi.Output.all(*names)).apply(
    lambda resolved: [
        random.RandomString(f"perName-{index}", length=3, keepers={"name": value})
        for index, value in enumerate(resolved)
    ]
)
