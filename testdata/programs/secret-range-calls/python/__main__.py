import unicodedata

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


# A resource ranged over a secret reads range.value as a secret; the calls
# over it (an element of a list holding it, a split of that) are computed
# on the secret, as outputs.
pet = pulumi.Output.unsecret(pulumi.Output.secret(["a.b", "c.d"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"pet-{index}",
            prefix=pulumi.Output.from_input(
                pulumi.Output.secret(value).apply(lambda secret: [secret][0])
            ).apply(lambda v: "-".join(v.split("."))),
            separator=pulumi.Output.format(
                "{0}",
                pulumi.Output.secret(value).apply(
                    lambda secret: _grapheme_count(secret)
                ),
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "prefixes", pet.apply(lambda pet: pulumi.Output.all(*[item.prefix for item in pet]))
)
