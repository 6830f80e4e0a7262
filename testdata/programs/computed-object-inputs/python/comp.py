from typing import Any, Optional, Sequence, TypedDict

import pulumi
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one


class CompArgs(TypedDict):
    items: Sequence[dict[str, Any]]
    inner: dict[str, Any]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"items": args["items"], "inner": args["inner"]},
            opts,
        )
        items = args["items"]
        inner = args["inner"]
        blocks.Resource(
            f"{name}-blocks",
            a_list_of_resources=items,
            opts=pulumi.ResourceOptions(parent=self),
        )
        max_items_one.Resource(
            f"{name}-innerCopy",
            inner_resource=inner,
            opts=pulumi.ResourceOptions(parent=self),
        )
        blocks.Resource(
            f"{name}-innerItems",
            a_list_of_resources=[it for it in items],
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.register_outputs({})
