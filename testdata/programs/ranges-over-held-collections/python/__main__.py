from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

# Resources ranged over collections that hold outputs, which Go resolves
# in an apply as the values of a pulumi.Map or pulumi.Array: every element
# an interface{}, whatever the binder's type, and an ID a pulumi.ID. Each
# range.value is read as such a value: given whole to an input, or read
# by its attributes.
seeded = random.RandomInteger("seeded", min=1, max=10, seed="s")
plain_seeds = [seeded.id, "x"]
from_local = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, Any]]", pulumi.Output.from_input({"one": plain_seeds})
    )
).apply(
    lambda resolved: {
        key: random.RandomShuffle(f"fromLocal-{key}", inputs=value)
        for key, value in resolved.items()
    }
)
optional_elements = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, Any]]",
        pulumi.Output.from_input({"one": [seeded.seed]}),
    )
).apply(
    lambda resolved: {
        key: random.RandomShuffle(f"optionalElements-{key}", inputs=cast(Any, value))
        for key, value in resolved.items()
    }
)
objects = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[Any]",
        pulumi.Output.from_input([{"name": seeded.seed}, {"name": seeded.id}]),
    )
).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"objects-{index}", inputs=cast(Any, [cast(Any, value["name"]), "x"])
        )
        for index, value in enumerate(resolved)
    ]
)
lists = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[Any]", pulumi.Output.from_input([[seeded.id], ["x", seeded.id]])
    )
).apply(
    lambda resolved: [
        random.RandomShuffle(f"lists-{index}", inputs=value)
        for index, value in enumerate(resolved)
    ]
)
mixed = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, Any]]",
        pulumi.Output.from_input({"a": {"low": seeded.result, "tag": "t"}}),
    )
).apply(
    lambda resolved: {
        key: random.RandomInteger(
            f"mixed-{key}", min=cast(Any, value["low"]), max=10, seed=key
        )
        for key, value in resolved.items()
    }
)
tagged = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, Any]]",
        pulumi.Output.from_input({"a": {"k": seeded.id}}),
    )
).apply(
    lambda resolved: {
        key: aws.s3.Bucket(f"tagged-{key}", tags=value)
        for key, value in resolved.items()
    }
)
