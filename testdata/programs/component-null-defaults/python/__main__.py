import unicodedata

import pulumi
import pulumi_random as random

from nulls import Nulls
from plain import Plain


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


# A component whose config defaults are null, given values, given nothing,
# and given outputs (so that Go reads each as an output, a null one where
# an instance leaves it out).
pet = random.RandomPet("pet")
given = Nulls(
    "given",
    {
        "count": 2,
        "label": "x",
        "enabled": False,
        "ratio": 1.5,
        "names": ["a", "b"],
        "sizes": {"s": 1},
        "owner": {"name": "me"},
    },
)
empty = Nulls("empty", {})
eventual = Nulls(
    "eventual",
    {
        "count": pet.id.apply(lambda id_: _grapheme_count(id_)),
        "label": pet.id,
        "enabled": pet.id.apply(lambda id_: id_ != ""),
        "ratio": pet.id.apply(lambda id_: _grapheme_count(id_) * 0.5),
        "names": [pet.id],
        "sizes": {"s": pet.id.apply(lambda id_: _grapheme_count(id_))},
        "owner": {"name": pet.id},
    },
)
pulumi.export(
    "given",
    [
        given.count,
        given.label,
        given.enabled,
        given.ratio,
        given.names,
        given.sizes,
        given.owner,
    ],
)
pulumi.export(
    "empty",
    [
        empty.count,
        empty.label,
        empty.enabled,
        empty.ratio,
        empty.names,
        empty.sizes,
        empty.owner,
    ],
)
pulumi.export(
    "eventual",
    [
        eventual.count,
        eventual.label,
        eventual.enabled,
        eventual.ratio,
        eventual.names,
        eventual.sizes,
        eventual.owner,
    ],
)
plain_given = Plain(
    "plainGiven", {"count": 3, "label": "y", "names": ["c"], "owner": {"name": "you"}}
)
plain_empty = Plain("plainEmpty", {})
pulumi.export("plain", [plain_given.summary, plain_empty.summary])
