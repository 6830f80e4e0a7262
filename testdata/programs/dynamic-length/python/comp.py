from typing import Optional, TypedDict

import pulumi


class CompArgs(TypedDict):
    count: int


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"count": args["count"]}, opts)
        count = args["count"]
        self.doubled = pulumi.Output.from_input(count * 2)
        self.register_outputs({"doubled": self.doubled})
