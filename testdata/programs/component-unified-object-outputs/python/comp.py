from typing import Optional, TypedDict

import pulumi


class CompArgs(TypedDict):
    pick: bool


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"pick": args["pick"]}, opts)
        pick = args["pick"]

        # The two branches are objects with different attributes: the output's type
        # declares all of them, its value has the attributes of the branch taken.
        self.whole = pulumi.Output.from_input(
            {"a": 1, "b": 2, "c": 3} if pick else {"a": 4, "d": 5}
        )
        self.nested = pulumi.Output.from_input(
            {"inner": [{"a": 1, "b": 2} if pick else {"c": 3}]}
        )
        self.register_outputs({"whole": self.whole, "nested": self.nested})
