from typing import Optional, TypedDict

import pulumi

from inner import Inner


class OuterArgs(TypedDict):
    plain: pulumi.Input[int]
    waiting: pulumi.Input[str]


class Outer(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: OuterArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Outer", name, {"plain": args["plain"]}, opts)
        plain = pulumi.Output.from_input(args["plain"])
        waiting = pulumi.Output.from_input(args["waiting"])
        inner = Inner(
            f"{name}-inner",
            {"count": plain.apply(lambda plain: plain + 1), "text": waiting},
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.result = inner.result
        self.register_outputs({"result": self.result})
