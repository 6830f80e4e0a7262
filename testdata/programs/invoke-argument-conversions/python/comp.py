import decimal
from typing import Optional, Sequence, TypedDict

import pulumi
import pulumi_aws as aws


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


class CompArgs(TypedDict):
    ids: Sequence[float]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"ids": args["ids"]}, opts)
        ids = args["ids"]
        ami = aws.ec2.get_ami(
            owners=[_number_text(id_) for id_ in ids],
            name_regex=_number_text(ids[0]),
            opts=pulumi.InvokeOptions(parent=self),
        )
        self.ami = pulumi.Output.from_input(ami.image_id)
        self.register_outputs({"ami": self.ami})
