from typing import Optional, Sequence, TypedDict, cast

import pulumi


class CompArgs(TypedDict):
    nums: pulumi.Input[Sequence[pulumi.Input[float]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"nums": args["nums"]}, opts)
        nums = cast(
            "pulumi.Output[list[float]]", pulumi.Output.from_input(args["nums"])
        )
        self.doubled = nums.apply(lambda nums: [n * 1.5 for n in nums])
        self.register_outputs({"doubled": self.doubled})
