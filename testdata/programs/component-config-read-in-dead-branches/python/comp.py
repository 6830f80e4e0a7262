from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class CompArgs(TypedDict, total=False):
    label: Optional[pulumi.Input[str]]
    count: Optional[pulumi.Input[int]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"label": args.get("label"), "count": args.get("count")},
            opts,
        )
        label = pulumi.Output.from_input(args.get("label")).apply(
            lambda value: "{brace}" if value is None else value
        )
        count = pulumi.Output.from_input(args.get("count")).apply(
            lambda value: 2 if value is None else value
        )

        # The reads of the config are in branches a constant condition never takes.
        pet = random.RandomPet(
            f"{name}-pet",
            prefix=pulumi.Output.concat("x", pulumi.Output.from_input("y")),
            length=pulumi.Output.from_input(3),
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.prefix = pet.prefix
        _ = label
        _ = count
        self.register_outputs({"prefix": self.prefix})
