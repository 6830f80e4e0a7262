from typing import Any, Mapping, Optional, Sequence, TypedDict, cast

import pulumi


class NullsArgs(TypedDict, total=False):
    count: pulumi.Input[int]
    label: pulumi.Input[str]
    enabled: pulumi.Input[bool]
    ratio: pulumi.Input[float]
    names: pulumi.Input[Sequence[pulumi.Input[str]]]
    sizes: pulumi.Input[Mapping[str, pulumi.Input[float]]]
    owner: pulumi.Input[dict[str, Any]]


class Nulls(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: NullsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Nulls",
            name,
            {
                "count": args.get("count"),
                "label": args.get("label"),
                "enabled": args.get("enabled"),
                "ratio": args.get("ratio"),
                "names": args.get("names"),
                "sizes": args.get("sizes"),
                "owner": args.get("owner"),
            },
            opts,
        )
        # Config variables whose default is null: none when an instance leaves
        # them out.
        count = pulumi.Output.from_input(cast("pulumi.Input[int]", args.get("count")))
        label = pulumi.Output.from_input(cast("pulumi.Input[str]", args.get("label")))
        enabled = pulumi.Output.from_input(
            cast("pulumi.Input[bool]", args.get("enabled"))
        )
        ratio = pulumi.Output.from_input(cast("pulumi.Input[float]", args.get("ratio")))
        names = cast(
            "pulumi.Output[Optional[list[str]]]",
            pulumi.Output.from_input(
                cast("pulumi.Input[Sequence[pulumi.Input[str]]]", args.get("names"))
            ),
        )
        sizes = cast(
            "pulumi.Output[Optional[dict[str, float]]]",
            pulumi.Output.from_input(
                cast(
                    "pulumi.Input[Mapping[str, pulumi.Input[float]]]", args.get("sizes")
                )
            ),
        )
        owner = cast(
            "pulumi.Output[Optional[dict[str, Any]]]",
            pulumi.Output.from_input(
                cast("pulumi.Input[dict[str, Any]]", args.get("owner"))
            ),
        )
        self.count = pulumi.Output.all(count=count, count_=count).apply(
            lambda args_: -1 if args_["count"] is None else args_["count_"] + 1
        )
        self.label = pulumi.Output.all(label=label, label_=label).apply(
            lambda args_: (
                "none" if args_["label"] is None else "label " + args_["label_"]
            )
        )
        self.enabled = pulumi.Output.all(enabled=enabled, enabled_=enabled).apply(
            lambda args_: (
                "unset"
                if args_["enabled"] is None
                else "on" if args_["enabled_"] else "off"
            )
        )
        self.ratio = pulumi.Output.all(ratio=ratio, ratio_=ratio).apply(
            lambda args_: 0 if args_["ratio"] is None else args_["ratio_"] * 2
        )
        self.names = pulumi.Output.all(names=names, names_=names).apply(
            lambda args_: 0 if args_["names"] is None else len(args_["names_"])
        )
        self.sizes = pulumi.Output.all(sizes=sizes, sizes_=sizes).apply(
            lambda args_: 0 if args_["sizes"] is None else len(args_["sizes_"])
        )
        self.owner = pulumi.Output.all(owner=owner, owner_=owner).apply(
            lambda args_: (
                "nobody" if args_["owner"] is None else args_["owner_"]["name"]
            )
        )
        self.register_outputs(
            {
                "count": self.count,
                "label": self.label,
                "enabled": self.enabled,
                "ratio": self.ratio,
                "names": self.names,
                "sizes": self.sizes,
                "owner": self.owner,
            }
        )
