from typing import Any, cast

import pulumi
import pulumi_random as random

from outer import Outer

# URNs of resources two and three levels below the stack read as values,
# followed by more text in strings (which the run compares as text): each
# qualifies its type with its parent's whole qualified type (fuzz seed
# 10801).
top = random.RandomPet("top")
mid = random.RandomPet("mid", opts=pulumi.ResourceOptions(parent=top))
leaf = random.RandomId("leaf", byte_length=4, opts=pulumi.ResourceOptions(parent=mid))
kept = random.RandomId(
    "kept",
    byte_length=4,
    keepers={"leaf": pulumi.Output.concat("urn=", leaf.urn, mid.id)},
    opts=pulumi.ResourceOptions(parent=leaf),
)
wrapper = Outer("wrapper", {})
pulumi.export(
    "strings",
    [
        pulumi.Output.concat(mid.urn, "42"),
        pulumi.Output.concat(leaf.urn, "x"),
        pulumi.Output.concat(kept.urn),
        cast("pulumi.Output[Any]", pulumi.Output.from_input(wrapper.urns)).apply(
            lambda urns: "".join(urns)
        ),
    ],
)
pulumi.export("kept", kept.keepers)
