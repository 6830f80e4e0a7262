from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Parentheses around a value computed from outputs group it and nothing
# else: the value is the same as without them, wherever it is given.

flag = config.get_bool("flag", default=True)
bucket = aws.s3.Bucket("bucket", tags={"team": "blue"})
buckets = []
for index in range(2):
    buckets.append(aws.s3.Bucket(f"buckets-{index}"))

# A conditional of a map output and objects of different keys, one
# holding an output, given to a map input: with and without parentheses.
bare = random.RandomId(
    "bare",
    byte_length=4,
    keepers=(
        cast(Any, bucket.tags)
        if flag
        else cast(
            Any,
            pulumi.Output.from_input(
                {"arn": bucket.arn} if not flag else {"x-y": "x.y"}
            ),
        )
    ),
)
grouped = random.RandomId(
    "grouped",
    byte_length=4,
    keepers=(
        (
            cast(
                Any,
                pulumi.Output.from_input(
                    {f"k{k}": b.arn for k, b in enumerate(buckets)}
                ),
            )
            if not flag
            else cast(Any, buckets[0].tags)
        )
        if flag
        else cast(
            Any,
            pulumi.Output.from_input(
                {"with space": "tab\there", "arn": buckets[0].arn}
                if not flag
                else {"x-y": "x.y"}
            ),
        )
    ),
)

# The same in a local, a template, a for body and an output.
chosen = bucket.arn if flag else bucket.id
suffix = random.RandomString(
    "suffix",
    length=8,
    keepers={
        "chosen": chosen,
        "template": pulumi.Output.concat(
            "x", bucket.arn if flag else pulumi.Output.from_input("plain")
        ),
    },
)
pulumi.export(
    "entries", {f"k{k}": b.arn if flag else b.id for k, b in enumerate(buckets)}
)
pulumi.export("grouped", grouped.hex)
pulumi.export(
    "length",
    pulumi.Output.all(tags=bucket.tags, length=suffix.length).apply(
        lambda args: len(_operand(args["tags"])) + args["length"]
    ),
)
