from typing import Any, Optional, Sequence, TypedDict

import pulumi


class CompArgs(TypedDict):
    items: Sequence[dict[str, Any]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"items": args["items"]}, opts)
        items = args["items"]
        self.joined = pulumi.Output.from_input(",".join([it["s"] for it in items]))
        self.register_outputs({"joined": self.joined})
