from typing import Mapping, Optional, Sequence, TypedDict, cast

import pulumi


class CompRequiredArgs(TypedDict):
    values: pulumi.Input[Sequence[Optional[pulumi.Input[float]]]]


class CompArgs(CompRequiredArgs, total=False):
    byKey: Optional[pulumi.Input[Mapping[str, Optional[pulumi.Input[float]]]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"values": args["values"], "byKey": args.get("byKey")},
            opts,
        )
        values = cast(
            "pulumi.Output[list[Optional[float]]]",
            pulumi.Output.from_input(args["values"]),
        )
        by_key = cast(
            "pulumi.Output[Optional[dict[str, Optional[float]]]]",
            pulumi.Output.from_input(args.get("byKey")),
        ).apply(lambda value: {} if value is None else value)
        self.count = values.apply(lambda values: len(values))
        self.values = values
        self.keyed = by_key
        self.register_outputs(
            {"count": self.count, "values": self.values, "keyed": self.keyed}
        )
