from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class CountedArgs(TypedDict, total=False):
    size: Optional[pulumi.Input[int]]


class Counted(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: CountedArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Counted", name, {"size": args.get("size")}, opts
        )
        size = pulumi.Output.from_input(args.get("size")).apply(
            lambda value: 4 if value is None else value
        )
        pulumi.Output.unsecret(pulumi.Output.all(15, size)).apply(
            lambda resolved: [
                random.RandomInteger(
                    f"{name}-sized-{index}",
                    min=0,
                    max=size.apply(lambda size, value=value: max(value, 1)),
                    opts=pulumi.ResourceOptions(parent=self),
                )
                for index, value in enumerate(resolved)
            ]
        )
        self.register_outputs({})
