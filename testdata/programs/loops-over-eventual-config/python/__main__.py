import unicodedata
from typing import cast

import pulumi
import pulumi_random as random

from part import Part


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


config = pulumi.Config()

# Loops whose collections hold config variables read as outputs (a
# program's secrets, a component's inputs that instances pass outputs):
# their variables are outputs too, so a range over such a loop creates
# its resources in an apply, and the loops over them are applies.
word = config.get_secret("word", default="w")
pets = pulumi.Output.unsecret(
    pulumi.Output.all(*[w for i, w in enumerate([word for n in ["a", "b"]]) if i > 0])
).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets-{index}",
            prefix=cast(
                "pulumi.Output[list[str]]",
                pulumi.Output.from_input(
                    [w for i, w in enumerate([word for n in ["a", "b"]]) if i > 0]
                ),
            ).apply(lambda values, value=value: value),
        )
        for index, value in enumerate(resolved)
    ]
)
pet = random.RandomPet("pet")
part = Part("part", {"name": pet.id})
pulumi.export(
    "lengths",
    [
        pulumi.Output.from_input(w).apply(lambda w_: _grapheme_count(w_))
        for w in [word, "xy"]
    ],
)
pulumi.export("partNames", part.names)
