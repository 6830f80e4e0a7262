from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class SecondArgs(TypedDict):
    name: pulumi.Input[str]


class Second(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: SecondArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Second", name, None, opts)
        name_ = pulumi.Output.from_input(args["name"])
        word = random.RandomString(
            f"{name}-word", length=4, opts=pulumi.ResourceOptions(parent=self)
        )
        random.RandomString(
            f"{name}-tag",
            length=3,
            keepers={"name": name_},
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.size = word.length
        self.register_outputs({"size": self.size})
