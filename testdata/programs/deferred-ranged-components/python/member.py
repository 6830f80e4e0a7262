from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class MemberArgs(TypedDict, total=False):
    size: int
    prefix: pulumi.Input[str]


class Member(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: MemberArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Member", name, None, opts)
        size = args["size"]
        prefix = pulumi.Output.from_input(args["prefix"])
        pet = random.RandomPet(
            f"{name}-pet",
            length=size,
            prefix=prefix,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.name = pet.id
        self.size = pet.length
        self.register_outputs({"name": self.name, "size": self.size})
