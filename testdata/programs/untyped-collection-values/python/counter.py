from typing import Optional, TypedDict, cast

import pulumi


class CounterArgs(TypedDict, total=False):
    base: pulumi.Input[int]


class Counter(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: CounterArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Counter", name, {"base": args.get("base")}, opts
        )
        base = pulumi.Output.from_input(cast("pulumi.Input[int]", args.get("base")))
        self.remaining = base.apply(lambda base: 16 - base)
        self.register_outputs({"remaining": self.remaining})
