from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class TriggeredArgs(TypedDict):
    trigger: pulumi.Input[str]


class Triggered(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: TriggeredArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Triggered", name, {"trigger": args["trigger"]}, opts
        )
        trigger = pulumi.Output.from_input(args["trigger"])
        word = random.RandomString(
            f"{name}-word",
            length=4,
            opts=pulumi.ResourceOptions(parent=self, replacement_trigger=trigger),
        )
        self.word = word.result
        self.register_outputs({"word": self.word})
