from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Locals that choose between objects of different keys, some holding
# outputs, given to map inputs and read by key.

flag = config.get_bool("flag", default=False)
bucket = aws.s3.Bucket("bucket")
or_empty = {"x-y": bucket.arn} if flag else {}
different_keys = {"arn": bucket.arn, "id": bucket.id} if not flag else {"name": "plain"}
plain_choice = {"a": "x"} if not flag else {"b": "y"}
nested = {"a": bucket.arn} if flag else {"b": "plain"} if not flag else {}
from_empty = random.RandomId("fromEmpty", byte_length=4, keepers=or_empty)
from_keys = random.RandomShuffle(
    "fromKeys",
    inputs=cast(
        Any,
        [
            different_keys["name"] if "name" in different_keys else "none",
            different_keys["arn"],
        ],
    ),
    keepers=different_keys,
)
from_nested = random.RandomString("fromNested", length=6, keepers=nested)
pulumi.export(
    "read",
    {
        "arn": different_keys["arn"],
        "missing": (
            or_empty["x-y"]
            if "x-y" in or_empty
            else pulumi.Output.from_input("missing")
        ),
        "count": len(nested),
        "plain": plain_choice["a"],
        "plainMissing": _try(lambda: plain_choice["b"], lambda: "none"),
    },
)

# A nested choice whose inner branches hold plain values where the outer
# choice holds an output (fuzz seed 85088).
mixed_nested = (
    (
        {"n": pulumi.Output.from_input(1)}
        if flag
        else {"n": pulumi.Output.from_input(2), "m": "x"}
    )
    if not flag
    else {"n": pulumi.Output.unsecret(pulumi.Output.secret(4))}
)
pulumi.export("mixedNested", mixed_nested["n"].apply(lambda n: n + 1))
