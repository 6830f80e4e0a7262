from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class HolderArgs(TypedDict):
    label: pulumi.Input[str]
    count: int


class Holder(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: HolderArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Holder",
            name,
            {"label": args["label"], "count": args["count"]},
            opts,
        )
        label = pulumi.Output.from_input(args["label"])
        count = args["count"]
        pet = random.RandomPet(
            f"{name}-pet",
            prefix=label,
            length=count,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.label = pet.id
        self.register_outputs({"label": self.label})
