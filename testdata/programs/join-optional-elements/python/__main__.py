from typing import Optional, cast

import pulumi
import pulumi_random as random


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


config = pulumi.Config()

# Joining lists of optional strings, plain and gathered from outputs: each
# element is a string here, and joins.
names = config.get_object("names", default=["a", "b"])
shuffles = []
for index in range(2):
    shuffles.append(random.RandomShuffle(f"shuffles-{index}", inputs=["x"], seed="s"))
pulumi.export("plain", "-".join(map(_join_string, names)))
pulumi.export(
    "gathered",
    cast(
        "pulumi.Output[list[Optional[str]]]",
        pulumi.Output.from_input([item.seed for item in shuffles]),
    ).apply(lambda values: "-".join(map(_join_string, values))),
)
pulumi.export(
    "secret",
    pulumi.Output.secret([n for n in names]).apply(
        lambda secret: ",".join(map(_join_string, secret))
    ),
)
