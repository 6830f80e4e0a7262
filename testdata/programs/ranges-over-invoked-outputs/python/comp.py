from typing import Optional

import pulumi
import pulumi_random as random


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, None, opts)
        pet = random.RandomPet(
            f"{name}-pet", length=2, opts=pulumi.ResourceOptions(parent=self)
        )
        self.name = pet.id
        self.register_outputs({"name": self.name})
