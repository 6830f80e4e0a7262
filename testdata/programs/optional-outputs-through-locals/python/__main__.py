from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# Outputs the SDK types as Output[T | None] (a resource's property that
# may be unset) given where an input takes an Output[T]: read through a
# local, made secret (of a plain optional value too), unsecret, chosen by a
# conditional, or of an instance of a ranged resource; and lists whose
# elements are such outputs or plain values that may be null.
prefix = config.get("prefix")
seeded = random.RandomInteger("seeded", min=1, max=10, seed="s")
ranged = []
for index in range(2):
    ranged.append(random.RandomInteger(f"ranged-{index}", min=1, max=10, seed="r"))
seed = seeded.seed
same_seed = seed
secret_seed = pulumi.Output.secret(seeded.seed)
object_ = aws.s3.BucketObject(
    "object",
    bucket=cast(Any, seed),
    key=cast(Any, same_seed),
    content=cast(Any, pulumi.Output.secret(prefix)),
)
copy = aws.s3.BucketObject(
    "copy",
    bucket=cast(Any, pulumi.Output.unsecret(secret_seed)),
    key=cast(Any, ranged[0].seed),
    content=cast(
        Any,
        pulumi.Output.all(result=seeded.result, seed=seed).apply(
            lambda args: args["seed"] if args["result"] > 5 else "none"
        ),
    ),
)
group = aws.ec2.SecurityGroup(
    "group", name=cast(Any, secret_seed), description=cast(Any, ranged[1].seed)
)

# Collections of such values, and of a plain value that may be null.
seeds = [seeded.seed, ranged[1].seed]
shuffled = random.RandomShuffle("shuffled", inputs=cast(Any, seeds))
secret_shuffled = random.RandomShuffle(
    "secretShuffled",
    inputs=cast(Any, pulumi.Output.secret(pulumi.Output.all(seeded.seed))),
)
prefixed = random.RandomShuffle("prefixed", inputs=cast(Any, [prefix, "x"]))
