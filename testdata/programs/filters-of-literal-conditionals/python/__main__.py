import unicodedata
from typing import cast

import pulumi
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


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

# Loops whose filter is a conditional of literals that is always false:
# the collection they make is empty and still reads as a collection of the
# loop's values (a lookup with a default, length, a loop over it).
names = config.get_object("names", default=["a", "b"])
pet = random.RandomPet("pet", length=2)
by_name = _from_entries([(n, pet.id) for n in names if bool(False)])
looked = cast("pulumi.Output[dict[str, str]]", pulumi.Output.from_input(by_name)).apply(
    lambda by_name: by_name.get("a", "none")
)
not_chosen = [f"{n}!" for n in names if bool(not True)]
combined = _from_entries(
    [(n, i) for i, n in enumerate(names) if bool(False and _grapheme_count(n) > 0)]
)
secret_map = pulumi.Output.secret({"a": "x"}).apply(
    lambda secret: {k: v for k, v in secret.items() if bool(False)}.get("a", "default")
)
pulumi.export(
    "results",
    [looked, len(not_chosen), [v for _, v in sorted(combined.items())], secret_map],
)
