from typing import Optional, TypedDict

import pulumi


class CompaArgs(TypedDict):
    name: str


class Compa(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompaArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Compa", name, {"name": args["name"]}, opts)
        name_ = args["name"]
        self.named = pulumi.Output.from_input(f"named {name_}")
        self.register_outputs({"named": self.named})
