from typing import Optional, TypedDict

import pulumi


class CompArgs(TypedDict):
    n: int


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"n": args["n"]}, opts)
        n = args["n"]
        self.plain_number = pulumi.Output.from_input(-n)
        self.plain_text = pulumi.Output.from_input("t")
        self.plain_names = pulumi.Output.from_input(["a", "b"])
        self.register_outputs(
            {
                "plainNumber": self.plain_number,
                "plainText": self.plain_text,
                "plainNames": self.plain_names,
            }
        )
