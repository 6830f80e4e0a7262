from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class CompArgs(TypedDict):
    label: pulumi.Input[str]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"label": args["label"]}, opts)
        label = pulumi.Output.from_input(args["label"])
        pet = random.RandomPet(
            f"{name}-pet", prefix=label, opts=pulumi.ResourceOptions(parent=self)
        )
        self.name = pet.id
        self.register_outputs({"name": self.name})
