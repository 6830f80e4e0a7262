from typing import Any, Optional, TypedDict

import pulumi
import pulumi_random as random


class TaggedArgs(TypedDict):
    id: dict[str, Any]
    urn: str
    name: str


class Tagged(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: TaggedArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Tagged", name, {"name": args["name"]}, opts)
        id_ = args["id"]
        urn = args["urn"]
        name_ = args["name"]
        pet = random.RandomPet(
            f"{name}-pet",
            prefix=id_["delta"] + "-" + urn + "-" + name_,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.prefix = pet.prefix
        self.register_outputs({"prefix": self.prefix})
