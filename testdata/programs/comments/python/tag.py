from typing import Optional, TypedDict

import pulumi


class TagArgs(TypedDict):
    name: pulumi.Input[str]


class Tag(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: TagArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Tag", name, {"name": args["name"]}, opts)
        # The name to tag.
        name_ = pulumi.Output.from_input(args["name"])

        # Tags are prefixed.
        self.tag = pulumi.Output.concat("tag-", name_)
        self.register_outputs({"tag": self.tag})
