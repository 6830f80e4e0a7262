from typing import Any, cast

import pulumi
import pulumi_random as random

# Resources ranged over outputs are created inside an apply on the range.
shuffle = random.RandomShuffle("shuffle", inputs=["alpha", "bravo", "charlie"])
per_result = pulumi.Output.unsecret(shuffle.results).apply(
    lambda resolved: [
        random.RandomString(f"perResult-{index}", length=8, keepers={"name": value})
        for index, value in enumerate(resolved)
    ]
)
labels = random.RandomPet("labels", keepers={"team": "infra", "env": "dev"})
per_label = pulumi.Output.unsecret(labels.keepers).apply(
    lambda resolved: {
        key: random.RandomInteger(
            f"perLabel-{key}", min=0, max=10, keepers={"label": f"{key}={value}"}
        )
        for key, value in (resolved or {}).items()
    }
)
counted = pulumi.Output.unsecret(
    shuffle.results.apply(lambda results: len(results))
).apply(
    lambda resolved: [
        random.RandomId(f"counted-{index}", byte_length=4, prefix=f"id-{index}")
        for index in range(int(resolved))
    ]
)

# References to the ranged resources go through applies.
pulumi.export("first", per_result[0].result)
pulumi.export(
    "all",
    per_result.apply(
        lambda per_result: pulumi.Output.all(*[item.result for item in per_result])
    ),
)
pulumi.export("count", counted.apply(lambda counted: len(counted)))
pulumi.export("infra", per_label["team"].result)

# A list whose elements are outputs is resolved whole.
from_tuple = pulumi.Output.unsecret(
    pulumi.Output.all(labels.id, shuffle.results[0])
).apply(
    lambda resolved: [
        random.RandomString(f"fromTuple-{index}", length=6, keepers={"source": value})
        for index, value in enumerate(resolved)
    ]
)
from_for = pulumi.Output.unsecret(
    pulumi.Output.all(results=shuffle.results, keepers=labels.keepers).apply(
        lambda args: [args["keepers"][r] for r in args["results"]]
    )
).apply(
    lambda resolved: [
        random.RandomString(
            f"fromFor-{index}", length=6, keepers=cast(Any, {"source": value})
        )
        for index, value in enumerate(resolved)
    ]
)
