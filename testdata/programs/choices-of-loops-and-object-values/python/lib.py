from typing import Optional, TypedDict

import pulumi


class LibArgs(TypedDict):
    pick: bool


class Lib(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: LibArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Lib", name, {"pick": args["pick"]}, opts)
        pick = args["pick"]
        fixed = {"a.b": "x", "alpha": "y"}
        pair = ["p", "q"]
        self.alpha = pulumi.Output.secret(
            {f"k{k}": v for k, v in fixed.items()} if pick else fixed
        )
        self.listed = pulumi.Output.secret(
            [v for _, v in sorted(fixed.items())] if pick else pair
        )
        self.register_outputs({"alpha": self.alpha, "listed": self.listed})
