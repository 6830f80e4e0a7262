from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class CompArgs(TypedDict, total=False):
    label: Optional[str]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"label": args.get("label")}, opts
        )
        label = _config_default(args.get("label"), lambda: "unused")
        pet = random.RandomPet(
            f"{name}-pet", length=2, opts=pulumi.ResourceOptions(parent=self)
        )
        other = random.RandomPet(
            f"{name}-other", length=3, opts=pulumi.ResourceOptions(parent=self)
        )
        size = 3

        # Each value reads a node that lowering drops: a constant index picks one
        # element of a tuple, a constant condition one branch.
        picked = size
        fixed = 1
        chosen = "fixed"
        self.sum = pulumi.Output.from_input(picked + fixed)
        self.chosen = pulumi.Output.from_input(chosen)
        _ = label
        _ = pet
        _ = other
        self.register_outputs({"sum": self.sum, "chosen": self.chosen})
