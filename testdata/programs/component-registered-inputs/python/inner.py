from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class InnerArgs(TypedDict):
    count: pulumi.Input[int]
    text: pulumi.Input[str]


class Inner(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: InnerArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Inner", name, {"count": args["count"]}, opts)
        count = pulumi.Output.from_input(args["count"])
        text = pulumi.Output.from_input(args["text"])
        pet = random.RandomPet(
            f"{name}-pet",
            length=count,
            prefix=text,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.result = pet.id
        self.register_outputs({"result": self.result})
