from typing import Optional

import pulumi
import pulumi_random as random


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Parts", name, None, opts)
        pet = random.RandomPet(f"{name}-pet", opts=pulumi.ResourceOptions(parent=self))
        self.class_ = pet.id.apply(lambda id_: id_ != "")
        self.other = pet.id.apply(lambda id_: id_ == "")
        self.register_outputs({"class": self.class_, "other": self.other})
