from typing import Any, Mapping, Optional, Sequence, TypedDict

import pulumi
import pulumi_blocks as blocks


class CompArgs(TypedDict):
    items: Sequence[dict[str, Any]]
    names: Mapping[str, str]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"items": args["items"], "names": args["names"]},
            opts,
        )
        items = args["items"]
        names = args["names"]
        blocks.Resource(
            f"{name}-copy",
            a_list_of_resources=[{"inner_string": it["s"]} for it in items],
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.names = pulumi.Output.from_input(
            [f"{k}={v}" for k, v in sorted(names.items())]
        )
        self.register_outputs({"names": self.names})
