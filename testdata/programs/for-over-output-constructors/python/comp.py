from typing import Optional, Sequence, TypedDict

import pulumi


class CompArgs(TypedDict):
    names: Sequence[str]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"names": args["names"]}, opts)
        names = args["names"]
        self.joined = pulumi.Output.from_input(",".join(names))
        self.register_outputs({"joined": self.joined})
