import unicodedata
from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


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


class InnerArgs(TypedDict):
    value: pulumi.Input[str]


class Inner(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: InnerArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Inner", name, {"value": args["value"]}, opts)
        value = pulumi.Output.from_input(args["value"])
        random.RandomPet(
            f"{name}-word",
            length=value.apply(lambda value: _grapheme_count(value)),
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.seen = pulumi.Output.concat("value=", value)
        self.size = value.apply(lambda value: _grapheme_count(value))
        self.register_outputs({"seen": self.seen, "size": self.size})
