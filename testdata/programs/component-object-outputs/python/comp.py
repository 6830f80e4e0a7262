from typing import Any, Optional, Sequence, TypedDict, cast

import pulumi
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one


class CompArgs(TypedDict):
    inner: pulumi.Input[dict[str, Any]]
    items: pulumi.Input[Sequence[pulumi.Input[dict[str, Any]]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"inner": args["inner"], "items": args["items"]},
            opts,
        )
        inner = cast(
            "pulumi.Output[dict[str, Any]]", pulumi.Output.from_input(args["inner"])
        )
        items = cast(
            "pulumi.Output[list[dict[str, Any]]]",
            pulumi.Output.from_input(args["items"]),
        )
        copy = max_items_one.Resource(
            f"{name}-copy",
            inner_resource=inner,
            opts=pulumi.ResourceOptions(parent=self),
        )
        blocks.Resource(
            f"{name}-copyList",
            a_list_of_resources=items,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.copied = copy.inner_resource_output.some_input
        self.register_outputs({"copied": self.copied})
