import unicodedata
from typing import cast

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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Tuples whose elements choose between objects of other keys holding
# outputs: a read of a key the chosen object lacks fails, which try
# catches, at any depth of tuples, and the value read is then used.
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet")
pair = [
    {"d": "x"},
    (
        {"d": pet.id}
        if flag
        else {} if not flag else {"d": pulumi.Output.from_input(None)}
    ),
]
nested = [[{"e": 1}, {"d": pet.id} if flag else {}], "tail"]
chosen = {"d": pet.id} if flag else {}
present = [{"d": "y"}, {"d": pet.id} if not flag else {}]
pulumi.export("pair", pair)
pulumi.export(
    "pairRead", pair[1]["d"] if "d" in pair[1] else pulumi.Output.from_input("none")
)
pulumi.export(
    "pairLength",
    cast(
        "pulumi.Output[str]",
        pair[1]["d"] if "d" in pair[1] else pulumi.Output.from_input("none"),
    ).apply(lambda value: _grapheme_count(_operand(value))),
)
pulumi.export(
    "nestedRead",
    nested[0][1]["d"] if "d" in nested[0][1] else pulumi.Output.from_input("deep"),
)
pulumi.export(
    "chosenLength",
    cast(
        "pulumi.Output[str]",
        chosen["d"] if "d" in chosen else pulumi.Output.from_input("none"),
    ).apply(lambda value: _grapheme_count(_operand(value))),
)
pulumi.export(
    "presentRead",
    pulumi.Output.all(
        value=(
            present[1]["d"] if "d" in present[1] else pulumi.Output.from_input("none")
        ),
        pet_id=pet.id,
    ).apply(lambda args: args["value"] == args["pet_id"]),
)
