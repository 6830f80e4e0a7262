from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class CompArgs(TypedDict):
    enabled: pulumi.Input[bool]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"enabled": args["enabled"]}, opts
        )
        enabled = pulumi.Output.from_input(args["enabled"])
        shuffle = pulumi.Output.unsecret(
            enabled.apply(lambda enabled: [0.25 for x in [1, 2] if enabled])
        ).apply(
            lambda resolved: [
                random.RandomShuffle(
                    f"{name}-shuffle-{index}",
                    inputs=["a", "b", "c"],
                    result_count=index + 1,
                    opts=pulumi.ResourceOptions(parent=self),
                )
                for index, value in enumerate(resolved)
            ]
        )
        self.counts = shuffle.apply(
            lambda shuffle: pulumi.Output.all(*[item.result_count for item in shuffle])
        ).apply(
            lambda values: [
                1 + _operand(count) - _operand(_try(lambda: count, lambda: 6))
                for count in values
            ]
        )
        self.register_outputs({"counts": self.counts})
