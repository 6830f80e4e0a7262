from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class HalfArgs(TypedDict):
    peer: pulumi.Input[str]


class Half(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: HalfArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Half", name, None, opts)
        peer = pulumi.Output.from_input(args["peer"])
        word = random.RandomPet(
            f"{name}-word", length=1, opts=pulumi.ResourceOptions(parent=self)
        )
        self.own = word.id
        self.seen = pulumi.Output.concat("peer:", peer)
        self.register_outputs({"own": self.own, "seen": self.seen})
