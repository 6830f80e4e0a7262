from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PartsArgs(TypedDict):
    size: int


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Parts", name, {"size": args["size"]}, opts)
        size = args["size"]
        pet = random.RandomPet(
            f"{name}-pet", length=size, opts=pulumi.ResourceOptions(parent=self)
        )
        self.register_outputs_ = pet.id
        self.get_provider_ = pulumi.Output.from_input(size * 2)
        self.register_outputs(
            {
                "registerOutputs": self.register_outputs_,
                "getProvider": self.get_provider_,
            }
        )
