from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PartArgs(TypedDict):
    name: pulumi.Input[str]


class Part(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Part", name, {"name": args["name"]}, opts)
        name_ = pulumi.Output.from_input(args["name"])
        pulumi.Output.unsecret(
            pulumi.Output.all(*[f for f in [name_ for c in ["x"]]])
        ).apply(
            lambda resolved: [
                random.RandomId(
                    f"{name}-ids-{index}",
                    byte_length=4,
                    prefix=value,
                    opts=pulumi.ResourceOptions(parent=self),
                )
                for index, value in enumerate(resolved)
            ]
        )
        self.names = pulumi.Output.from_input(
            [
                pulumi.Output.concat(pulumi.Output.from_input(n), "!")
                for n in [name_, "two"]
            ]
        )
        self.register_outputs({"names": self.names})
