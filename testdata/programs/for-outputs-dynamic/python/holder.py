from typing import Any, Optional, TypedDict

import pulumi


class HolderArgs(TypedDict):
    byKey: pulumi.Input[Any]
    results: pulumi.Input[Any]
    nested: pulumi.Input[Any]


class Holder(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: HolderArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Holder",
            name,
            {
                "byKey": args["byKey"],
                "results": args["results"],
                "nested": args["nested"],
            },
            opts,
        )
        by_key = pulumi.Output.from_input(args["byKey"])
        results = pulumi.Output.from_input(args["results"])
        nested = pulumi.Output.from_input(args["nested"])
        self.all = pulumi.Output.from_input([by_key, results, nested])
        self.register_outputs({"all": self.all})
