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


config = pulumi.Config()

# Resources ranged over secret collections: the collection of resources
# is no secret, as PCL has it, though the apply that creates them runs on
# a secret (each backend unsecrets the range it applies on). range.key and
# range.value of a secret range are secret, and so are the inputs read from
# them, however deep.
pets = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets-{index}",
            length=2,
            prefix=pulumi.Output.secret(value),
            separator=pulumi.Output.format("{0}-", pulumi.Output.secret(index)),
        )
        for index, value in enumerate(resolved)
    ]
)
none = pulumi.Output.unsecret(pulumi.Output.secret([])).apply(
    lambda resolved: [
        random.RandomPet(f"none-{index}") for index, value in enumerate(resolved)
    ]
)
keyed = pulumi.Output.unsecret(pulumi.Output.secret({"x": 1, "y": 2})).apply(
    lambda resolved: {
        key: random.RandomPet(
            f"keyed-{key}",
            length=pulumi.Output.secret(value).apply(lambda secret: secret + 1),
            keepers=pulumi.Output.all(
                secret=pulumi.Output.secret(key), secret_=pulumi.Output.secret(value)
            ).apply(
                lambda args: {
                    f"k{i}": args["secret"] + str(i)
                    for i in list(range(2))
                    if i < args["secret_"]
                }
            ),
        )
        for key, value in resolved.items()
    }
)
names = config.get_secret_object("names", default=["n"])
sizes = names.apply(lambda names: [_grapheme_count(n) for n in names])
from_config = pulumi.Output.unsecret(sizes).apply(
    lambda resolved: [
        random.RandomPet(f"fromConfig-{index}", length=pulumi.Output.secret(value))
        for index, value in enumerate(resolved)
    ]
)
maybe = pulumi.Output.unsecret(pulumi.Output.secret(True)).apply(
    lambda resolved: random.RandomPet("maybe") if resolved else None
)
pulumi.export(
    "ids", pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets]))
)
pulumi.export("count", pets.apply(lambda pets: len(pets)))
pulumi.export(
    "empty", none.apply(lambda none: pulumi.Output.all(*[item.urn for item in none]))
)
pulumi.export("keyedCount", keyed.apply(lambda keyed: len(keyed)))
