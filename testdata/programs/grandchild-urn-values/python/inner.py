from typing import Optional

import pulumi
import pulumi_random as random


class Inner(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Inner", name, None, opts)
        pet = random.RandomPet(f"{name}-pet", opts=pulumi.ResourceOptions(parent=self))
        self.address = pulumi.Output.concat("inner:", pet.urn)
        self.register_outputs({"address": self.address})
