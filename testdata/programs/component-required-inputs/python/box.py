from typing import Optional, TypedDict, cast

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class BoxRequiredArgs(TypedDict):
    # the number of words
    size: pulumi.Input[int]


class BoxArgs(BoxRequiredArgs, total=False):
    label: Optional[str]
    note: str


class Box(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: BoxArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Box",
            name,
            {
                "size": args["size"],
                "label": args.get("label"),
                "note": args.get("note"),
            },
            opts,
        )
        size = pulumi.Output.from_input(args["size"])
        label = _config_default(args.get("label"), lambda: "box")
        note = cast("str", args.get("note"))
        pet = random.RandomPet(
            f"{name}-pet",
            length=size,
            prefix=label,
            separator=note,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.name = pet.id
        self.register_outputs({"name": self.name})
