from typing import Optional, TypedDict

import pulumi


class CheckerArgs(TypedDict):
    enabled: pulumi.Input[bool]


class Checker(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: CheckerArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Checker", name, {"enabled": args["enabled"]}, opts
        )
        enabled = pulumi.Output.from_input(args["enabled"])
        self.enabled = enabled
        self.register_outputs({"enabled": self.enabled})
