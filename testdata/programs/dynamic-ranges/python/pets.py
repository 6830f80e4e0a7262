from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PetsArgs(TypedDict):
    label: str


class Pets(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PetsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Pets", name, {"label": args["label"]}, opts)
        label = args["label"]
        pet = random.RandomPet(
            f"{name}-pet", prefix=label, opts=pulumi.ResourceOptions(parent=self)
        )
        self.pet_id = pet.id
        self.register_outputs({"petId": self.pet_id})
