from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class CompArgs(TypedDict, total=False):
    flag: Optional[bool]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"flag": args.get("flag")}, opts
        )
        # A component output that is a conditional of collections of different kinds
        # (an object and an optional map, a tuple and a list) is the one collection
        # they convert to, as its field declares it.
        flag = _config_default(args.get("flag"), lambda: False)
        pet = random.RandomPet(
            f"{name}-pet", keepers={"a": "b"}, opts=pulumi.ResourceOptions(parent=self)
        )
        self.xray = pulumi.Output.from_input({"x-y": "dollar"}) if flag else pet.keepers
        self.listed = pulumi.Output.from_input(
            [pulumi.Output.from_input("a"), pulumi.Output.from_input("b")]
            if flag
            else [pet.id]
        )
        self.register_outputs({"xray": self.xray, "listed": self.listed})
