from typing import Any, cast

import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


config = pulumi.Config()
flag = config.get_bool("flag", default=False)
shuffle = random.RandomShuffle("shuffle", inputs=["a"], keepers={"a": "b"})
compared = random.RandomString(
    "compared",
    length=4,
    keepers=(
        pulumi.Output.from_input({"Key": "x"})
        if _both_none({"k": True}, {"b": flag})
        else cast(Any, shuffle.keepers)
    ),
)
chosen = random.RandomString(
    "chosen",
    length=4,
    keepers=(
        pulumi.Output.from_input({"Key": "x"}) if flag else cast(Any, shuffle.keepers)
    ),
)
eventual = random.RandomString(
    "eventual",
    length=4,
    keepers=cast(
        Any,
        pulumi.Output.all(results=shuffle.results, keepers=shuffle.keepers).apply(
            lambda args: {"Key": "x"} if args["results"][0] == "a" else args["keepers"]
        ),
    ),
)
constant = random.RandomString("constant", length=4, keepers=cast(Any, shuffle.keepers))
