import decimal
import unicodedata
from typing import Mapping, Optional, Sequence, TypedDict, cast

import pulumi
import pulumi_aws as aws


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


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
    amounts: pulumi.Input[Sequence[pulumi.Input[float]]]
    rows: Sequence[Sequence[str]]
    marks: Mapping[str, str]
    levels: pulumi.Input[Mapping[str, pulumi.Input[float]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {
                "ids": args["ids"],
                "amounts": args["amounts"],
                "rows": args["rows"],
                "marks": args["marks"],
                "levels": args["levels"],
            },
            opts,
        )
        ids = args["ids"]
        amounts = cast(
            "pulumi.Output[list[float]]", pulumi.Output.from_input(args["amounts"])
        )
        rows = args["rows"]
        marks = args["marks"]
        levels = cast(
            "pulumi.Output[dict[str, float]]", pulumi.Output.from_input(args["levels"])
        )
        ami = aws.ec2.get_ami(
            owners=[_number_text(item) for item in ids],
            opts=pulumi.InvokeOptions(parent=self),
        )
        aws.ec2.Instance(
            f"{name}-tagged",
            ami=ami.image_id,
            instance_type="t3.micro",
            security_groups=amounts.apply(
                lambda amounts: [_number_text(item) for item in amounts]
            ),
            tags=marks,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.weights = amounts.apply(lambda amounts: [a * 2 for a in amounts])
        self.scores = pulumi.Output.from_input(
            {k: _grapheme_count(v) for k, v in marks.items()}
        )
        self.rows = pulumi.Output.from_input(rows)
        self.levels = levels
        self.register_outputs(
            {
                "weights": self.weights,
                "scores": self.scores,
                "rows": self.rows,
                "levels": self.levels,
            }
        )
