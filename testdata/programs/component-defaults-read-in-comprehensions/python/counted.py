import decimal
from typing import Optional, Sequence, TypedDict

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


class CountedRequiredArgs(TypedDict):
    threshold: pulumi.Input[int]


class CountedArgs(CountedRequiredArgs, total=False):
    lengths: Optional[Sequence[float]]


class Counted(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: CountedArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Counted",
            name,
            {"lengths": args.get("lengths"), "threshold": args["threshold"]},
            opts,
        )
        lengths = _config_default(args.get("lengths"), lambda: [])
        threshold = pulumi.Output.from_input(args["threshold"])
        pets = []
        for index, value in enumerate(lengths):
            pets.append(
                random.RandomPet(
                    f"{name}-pets-{index}",
                    keepers=threshold.apply(
                        lambda threshold, value=value: {
                            f"k{i}": f"n{_number_text(value)}"
                            for i in list(range(len(lengths)))
                            if threshold != 0
                        }
                    ),
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )
        self.count = threshold.apply(lambda threshold: len(lengths) + threshold)
        self.sums = pulumi.Output.from_input(
            [
                threshold.apply(lambda threshold, i=i: len(lengths) + threshold + i)
                for i in list(range(2))
            ]
        )
        self.register_outputs({"count": self.count, "sums": self.sums})
