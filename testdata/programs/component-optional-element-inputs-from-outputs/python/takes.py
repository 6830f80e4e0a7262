from typing import Mapping, Optional, Sequence, TypedDict, cast

import pulumi


class TakesArgs(TypedDict, total=False):
    labels: Optional[pulumi.Input[Mapping[str, Optional[pulumi.Input[str]]]]]
    names: Optional[pulumi.Input[Sequence[Optional[pulumi.Input[str]]]]]


class Takes(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: TakesArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Takes",
            name,
            {"labels": args.get("labels"), "names": args.get("names")},
            opts,
        )
        labels = cast(
            "pulumi.Output[Optional[dict[str, Optional[str]]]]",
            pulumi.Output.from_input(args.get("labels")),
        ).apply(lambda value: {} if value is None else value)
        names = cast(
            "pulumi.Output[Optional[list[Optional[str]]]]",
            pulumi.Output.from_input(args.get("names")),
        ).apply(lambda value: [] if value is None else value)
        self.label_count = labels.apply(lambda labels: len(labels))
        self.names = names.apply(
            lambda names: ["none" if n is None else n for n in names]
        )
        self.register_outputs({"labelCount": self.label_count, "names": self.names})
