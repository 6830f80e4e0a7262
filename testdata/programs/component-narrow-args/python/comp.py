from typing import Mapping, Optional, Sequence, TypedDict

import pulumi


class CompArgs(TypedDict):
    names: Sequence[str]
    nested: Sequence[Sequence[str]]
    byKey: Mapping[str, Sequence[str]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"names": args["names"], "nested": args["nested"], "byKey": args["byKey"]},
            opts,
        )
        names = args["names"]
        nested = args["nested"]
        by_key = args["byKey"]
        self.first = pulumi.Output.from_input(names[0])
        self.count = pulumi.Output.from_input(
            len(nested) + len(by_key["a"]) + len(names)
        )
        self.register_outputs({"first": self.first, "count": self.count})
