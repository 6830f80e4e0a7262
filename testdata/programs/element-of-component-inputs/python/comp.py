from typing import Mapping, Optional, Sequence, TypedDict, cast

import pulumi


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


class CompArgs(TypedDict, total=False):
    count: Optional[pulumi.Input[int]]
    counts: Optional[pulumi.Input[Sequence[pulumi.Input[int]]]]
    named: Optional[pulumi.Input[Mapping[str, pulumi.Input[int]]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {
                "count": args.get("count"),
                "counts": args.get("counts"),
                "named": args.get("named"),
            },
            opts,
        )
        count = pulumi.Output.from_input(args.get("count")).apply(
            lambda value: 1 if value is None else value
        )
        counts = cast(
            "pulumi.Output[Optional[list[int]]]",
            pulumi.Output.from_input(args.get("counts")),
        ).apply(lambda value: [1] if value is None else value)
        named = cast(
            "pulumi.Output[Optional[dict[str, int]]]",
            pulumi.Output.from_input(args.get("named")),
        ).apply(lambda value: {} if value is None else value)
        self.first = count.apply(lambda count: -(10 - [count][0]))
        self.chosen = counts.apply(lambda counts: _element(counts, 1) * 3)
        self.found = pulumi.Output.all(count=count, named=named).apply(
            lambda args_: {"k": args_["count"]}.get("k", 0)
            + args_["named"].get("pet", 7)
        )
        self.total = pulumi.Output.all(count=count, count_=count, count_2=count).apply(
            lambda args_: len([args_["count"], args_["count_"]]) + args_["count_2"]
        )
        self.register_outputs(
            {
                "first": self.first,
                "chosen": self.chosen,
                "found": self.found,
                "total": self.total,
            }
        )
