from typing import Mapping, Optional, Sequence, TypedDict, cast

import pulumi


class CountsArgs(TypedDict):
    values: pulumi.Input[Sequence[Optional[pulumi.Input[int]]]]
    named: pulumi.Input[Mapping[str, Optional[pulumi.Input[float]]]]


class Counts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CountsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Counts",
            name,
            {"values": args["values"], "named": args["named"]},
            opts,
        )
        values = cast(
            "pulumi.Output[list[Optional[int]]]",
            pulumi.Output.from_input(args["values"]),
        )
        named = cast(
            "pulumi.Output[dict[str, Optional[float]]]",
            pulumi.Output.from_input(args["named"]),
        )
        self.total = pulumi.Output.all(values=values, named=named).apply(
            lambda args_: len([v for v in args_["values"] if v is not None])
            + len(args_["named"])
        )
        self.kept = values.apply(lambda values: [v for v in values])
        self.register_outputs({"total": self.total, "kept": self.kept})
