from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class MemberArgs(TypedDict):
    size: pulumi.Input[int]
    prefix: pulumi.Input[str]


class Member(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: MemberArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Member", name, None, opts)
        size = pulumi.Output.from_input(args["size"])
        prefix = pulumi.Output.from_input(args["prefix"])

        # The outputs read across instances come from a resource that does not take
        # the prefix: were they computed from it, each instance's output would wait
        # for itself, a circular reference.
        id_ = random.RandomId(
            f"{name}-id", byte_length=size, opts=pulumi.ResourceOptions(parent=self)
        )
        random.RandomPet(
            f"{name}-pet",
            length=size,
            prefix=prefix,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.name = id_.hex
        self.size = id_.byte_length
        self.register_outputs({"name": self.name, "size": self.size})
