import unicodedata
from typing import Any, cast

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


# Resource IDs and URNs (which Go resolves as pulumi.ID and pulumi.URN)
# among strings, in collections an apply resolves whole: a range chosen
# between them, a list read by index and by loop, a map's values.
pets = []
for index, value in enumerate(["a", "b"]):
    pets.append(random.RandomPet(f"pets-{index}", separator="x"))
by_ids = pulumi.Output.unsecret(pulumi.Output.all(*[item.id for item in pets])).apply(
    lambda resolved: [
        random.RandomShuffle(f"byIds-{index}", inputs=["x"])
        for index, value in enumerate(resolved)
    ]
)
mixed = [pets[0].id, "plain", pets[1].urn]
by_key = {"first": pets[0].id, "second": "plain"}
shuffled = random.RandomShuffle(
    "shuffled",
    inputs=[pulumi.Output.concat(pulumi.Output.from_input(s), "!") for s in mixed],
    keepers=by_key,
)
pulumi.export("second", pulumi.Output.from_input(mixed[0]))
pulumi.export(
    "joined",
    cast("pulumi.Output[Any]", pulumi.Output.from_input(mixed)).apply(
        lambda mixed: ",".join(mixed)
    ),
)
pulumi.export(
    "lengths",
    [
        s.apply(lambda s_: _grapheme_count(_operand(s_)))
        for s in [item.id for item in pets]
    ],
)
