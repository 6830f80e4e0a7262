import math
from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


class CompArgs(TypedDict):
    pick: bool


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"pick": args["pick"]}, opts)
        pick = args["pick"]
        first = random.RandomPet(
            f"{name}-first", length=1, opts=pulumi.ResourceOptions(parent=self)
        )
        second = random.RandomPet(
            f"{name}-second", length=2, opts=pulumi.ResourceOptions(parent=self)
        )
        self.values = pulumi.Output.from_input(
            [] if pick else [-2147483648, int(math.fmod(5, 5)), _single_or_none([])]
        )
        self.pet = first.id if pick else second.id
        self.register_outputs({"values": self.values, "pet": self.pet})
