from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class CompArgs(TypedDict, total=False):
    enabled: Optional[pulumi.Input[bool]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"enabled": args.get("enabled")}, opts
        )
        enabled = pulumi.Output.from_input(args.get("enabled")).apply(
            lambda value: True if value is None else value
        )
        shuffle = pulumi.Output.unsecret(pulumi.Output.all(enabled, True)).apply(
            lambda resolved: [
                random.RandomShuffle(
                    f"{name}-shuffle-{index}",
                    inputs=["a", "b", "c"],
                    opts=pulumi.ResourceOptions(parent=self),
                )
                for index, value in enumerate(resolved)
            ]
        )
        self.counts = shuffle.apply(
            lambda shuffle: pulumi.Output.all(*[item.results for item in shuffle])
        ).apply(lambda values: [len([item for item in results]) for results in values])
        self.keyed = shuffle.apply(
            lambda shuffle: pulumi.Output.all(*[item.results for item in shuffle])
        ).apply(
            lambda values: {
                f"shuffle{i}": "-".join([item for item in results])
                for i, results in enumerate(values)
            }
        )
        self.non_empty = shuffle.apply(
            lambda shuffle: pulumi.Output.all(*[item.results for item in shuffle])
        ).apply(
            lambda values: [
                i
                for i, results in enumerate(values)
                if len([item for item in results]) > 0
            ]
        )
        self.register_outputs(
            {"counts": self.counts, "keyed": self.keyed, "nonEmpty": self.non_empty}
        )
