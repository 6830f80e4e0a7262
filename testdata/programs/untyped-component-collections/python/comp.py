from typing import Optional, Sequence, TypedDict, cast

import pulumi


class CompArgs(TypedDict):
    values: pulumi.Input[Sequence[Optional[pulumi.Input[float]]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"values": args["values"]}, opts
        )
        values = cast(
            "pulumi.Output[list[Optional[float]]]",
            pulumi.Output.from_input(args["values"]),
        )
        self.count = values.apply(lambda values: len(values))
        self.present = values.apply(lambda values: [v for v in values if v is not None])
        self.register_outputs({"count": self.count, "present": self.present})
