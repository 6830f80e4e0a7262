from typing import Optional, TypedDict

import pulumi

from inner import Inner


class OuterArgs(TypedDict):
    name: pulumi.Input[str]
    token: pulumi.Input[str]


class Outer(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: OuterArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Outer",
            name,
            {"name": args["name"], "token": args["token"]},
            opts,
        )
        name_ = pulumi.Output.from_input(args["name"])
        token = pulumi.Output.from_input(args["token"])
        label = pulumi.Output.concat("outer-", name_)
        direct = Inner(
            f"{name}-direct", {"value": name_}, opts=pulumi.ResourceOptions(parent=self)
        )
        via_local = Inner(
            f"{name}-viaLocal",
            {"value": label},
            opts=pulumi.ResourceOptions(parent=self),
        )
        secret_value = Inner(
            f"{name}-secretValue",
            {"value": token},
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.seen = pulumi.Output.concat(direct.seen, " ", via_local.seen)
        self.token_length = secret_value.size
        self.register_outputs({"seen": self.seen, "tokenLength": self.token_length})
