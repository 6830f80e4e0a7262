import decimal
from typing import Optional, TypedDict

import pulumi


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


class CompArgs(TypedDict):
    count: pulumi.Input[int]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"count": args["count"]}, opts)
        count = pulumi.Output.from_input(args["count"])

        # Locals that hold an output as bound (a secret), and another value that
        # is an output only because the component's config is given one.
        settings = {
            "ratio": pulumi.Output.secret(0.5),
            "size": count.apply(lambda count: 11 if count > 2 else 7),
        }
        sizes = [pulumi.Output.secret(1), count.apply(lambda count: count * 2)]
        labels = [
            {
                "label": pulumi.Output.format(
                    "{0}/{1}/{2}",
                    settings["ratio"].apply(lambda ratio: _number_text(ratio)),
                    settings["size"],
                    settings["size"],
                ),
                "first": sizes[1].apply(lambda sizes_: sizes_ + 1),
            }
        ]
        self.labels = pulumi.Output.from_input(labels)
        self.register_outputs({"labels": self.labels})
