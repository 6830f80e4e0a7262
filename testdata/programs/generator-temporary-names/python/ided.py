from typing import Optional, TypedDict

import pulumi


class IdedArgs(TypedDict):
    prefix: str


class Ided(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: IdedArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Ided", name, {"prefix": args["prefix"]}, opts
        )
        prefix = args["prefix"]

        # A component's output may be named id: a component has no ID of its own.
        self.id = pulumi.Output.from_input(f"{prefix}-id")
        self.register_outputs({"id": self.id})
