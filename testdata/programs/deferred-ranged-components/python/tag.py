from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class TagArgs(TypedDict):
    prefix: pulumi.Input[str]


class Tag(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: TagArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Tag", name, None, opts)
        prefix = pulumi.Output.from_input(args["prefix"])
        pet = random.RandomPet(
            f"{name}-pet", length=2, opts=pulumi.ResourceOptions(parent=self)
        )
        self.name = pet.id
        self.prefix = prefix
        self.register_outputs({"name": self.name, "prefix": self.prefix})
