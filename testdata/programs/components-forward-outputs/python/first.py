from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class FirstArgs(TypedDict):
    size: pulumi.Input[int]


class First(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: FirstArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:First", name, None, opts)
        size = pulumi.Output.from_input(args["size"])
        pet = random.RandomPet(
            f"{name}-pet",
            length=size.apply(lambda size: size + 1),
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.name = pet.id
        self.register_outputs({"name": self.name})
