from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

# Locals holding outputs that may be null (a property a resource may leave
# unset), given whole where a collection of values is taken: Go holds
# them as input collections of the optional values' inputs (a
# pulumi.Array, a pulumi.Map), which are no inputs of the destination's
# type (pulumi.StringArrayInput), so each element is given as the
# destination's. Also what reads them afterwards.
seeded = random.RandomInteger("seeded", min=1, max=10, seed="s")
ranged = []
for index in range(2):
    ranged.append(random.RandomInteger(f"ranged-{index}", min=1, max=10, seed="r"))
seeds = [seeded.seed, ranged[1].seed]
splatted = [item.seed for item in ranged]
tags = {"seed": seeded.seed, "fixed": "x"}
named = {"seed": seeded.seed}
from_tuple = random.RandomShuffle("fromTuple", inputs=cast(Any, seeds))
from_splat = random.RandomShuffle("fromSplat", inputs=cast(Any, splatted))
from_map = aws.s3.Bucket("fromMap", tags=cast(Any, tags))
from_elements = random.RandomShuffle(
    "fromElements", inputs=[cast(Any, named["seed"]), cast(Any, seeds[0])]
)
pulumi.export("firstSeed", seeds[0])
pulumi.export("seedTag", tags["seed"])
