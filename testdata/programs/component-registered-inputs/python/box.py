import decimal
from typing import Any, Mapping, Optional, Sequence, TypedDict

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


class BoxRequiredArgs(TypedDict):
    flag: bool
    ratio: pulumi.Input[float]
    size: pulumi.Input[int]
    label: pulumi.Input[str]
    feedback: pulumi.Input[str]


class BoxArgs(BoxRequiredArgs, total=False):
    numbers: Optional[Sequence[int]]
    flags: Mapping[str, bool]
    owner: dict[str, Any]


class Box(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: BoxArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Box",
            name,
            {
                "flag": args["flag"],
                "ratio": args["ratio"],
                "size": args["size"],
                "label": args["label"],
                "numbers": args.get("numbers"),
                "flags": args.get("flags"),
                "owner": args.get("owner"),
            },
            opts,
        )
        flag = args["flag"]
        ratio = pulumi.Output.from_input(args["ratio"])
        size = pulumi.Output.from_input(args["size"])
        label = pulumi.Output.from_input(args["label"])
        numbers = _config_default(args.get("numbers"), lambda: [1])
        feedback = pulumi.Output.from_input(args["feedback"])
        pet = random.RandomPet(
            f"{name}-pet",
            length=size,
            prefix=pulumi.Output.concat(label, "-", feedback),
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.summary = pulumi.Output.concat(
            pet.id,
            ":",
            str(flag).lower(),
            ":",
            ratio.apply(lambda ratio: _number_text(ratio)),
            ":",
            str(len(numbers)),
        )
        self.register_outputs({"summary": self.summary})
