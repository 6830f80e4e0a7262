from typing import Any, Mapping, Optional, Sequence, TypedDict, cast

import pulumi


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class HolderArgs(TypedDict, total=False):
    tags: Optional[pulumi.Input[Mapping[str, pulumi.Input[str]]]]
    names: Optional[pulumi.Input[Sequence[pulumi.Input[str]]]]
    nested: Optional[
        pulumi.Input[Mapping[str, pulumi.Input[Sequence[pulumi.Input[int]]]]]
    ]
    shape: Optional[pulumi.Input[dict[str, Any]]]


class Holder(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: HolderArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Holder",
            name,
            {
                "tags": args.get("tags"),
                "names": args.get("names"),
                "nested": args.get("nested"),
                "shape": args.get("shape"),
            },
            opts,
        )
        tags = cast(
            "pulumi.Output[Optional[dict[str, str]]]",
            pulumi.Output.from_input(args.get("tags")),
        ).apply(lambda value: {"a": "x"} if value is None else value)
        names = cast(
            "pulumi.Output[Optional[list[str]]]",
            pulumi.Output.from_input(args.get("names")),
        ).apply(lambda value: ["h"] if value is None else value)
        nested = cast(
            "pulumi.Output[Optional[dict[str, list[int]]]]",
            pulumi.Output.from_input(args.get("nested")),
        ).apply(lambda value: {"a": [1, 2]} if value is None else value)
        shape = cast(
            "pulumi.Output[Optional[dict[str, Any]]]",
            pulumi.Output.from_input(args.get("shape")),
        ).apply(lambda value: {"size": 2, "name": "h"} if value is None else value)
        self.text = pulumi.Output.format(
            "{0}-{1}-{2}-{3}-{4}-{5}-{6}",
            tags["a"],
            tags.apply(lambda tags: _try(lambda: tags["zz"], lambda: "none")),
            names.apply(lambda names: "true" if _can(lambda: names[3]) else "false"),
            names[0],
            nested["a"][1],
            shape["name"],
            tags.apply(lambda tags: len([k for k in sorted(tags)])),
        )
        self.register_outputs({"text": self.text})
