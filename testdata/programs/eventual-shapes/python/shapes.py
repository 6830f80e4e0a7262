from typing import Optional, TypedDict

import pulumi


class ShapesArgs(TypedDict):
    flag: pulumi.Input[bool]


class Shapes(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: ShapesArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Shapes", name, {"flag": args["flag"]}, opts)
        flag = pulumi.Output.from_input(args["flag"])

        # An object built in an apply: TypeScript infers {} for it, where the
        # component's output is a record.
        self.empty = flag.apply(lambda flag: {} if not flag else {})
        self.register_outputs({"empty": self.empty})
