from typing import Any, Optional, TypedDict

import pulumi
import pulumi_random as random


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class CompArgs(TypedDict):
    data: pulumi.Input[Any]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"data": args["data"]}, opts)
        data = pulumi.Output.from_input(args["data"])
        inner = random.RandomPet(
            f"{name}-inner", opts=pulumi.ResourceOptions(parent=self)
        )
        self.out = data
        self.tried = pulumi.Output.all(data=data, data_=data).apply(
            lambda args_: _try(
                lambda: args_["data"]["missing"], lambda: args_["data_"]["a"]
            )
        )
        self.first = data.apply(lambda data: _try(lambda: data["b"][0], lambda: "none"))
        self.mixed = pulumi.Output.from_input({"id": inner.id, "given": data})
        self.register_outputs(
            {
                "out": self.out,
                "tried": self.tried,
                "first": self.first,
                "mixed": self.mixed,
            }
        )
