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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# A conditional whose one branch is a list of outputs of maps (a loop over a
# resource's output map, beside an object constructor) and whose other is a
# plain list of objects (a loop's objects, a local's list of objects, a list
# constructor of objects): the plain branch's elements are lifted to outputs
# of the map the unification holds, which TypeScript's pulumi.output would
# type as outputs of the objects' own types, which no Output of a map takes.
# The class: the plain branch a loop or a local; its objects of strings, of
# numbers, or of both given as a map of strings (each value converted as its
# own type needs); tuples lifted as lists; in a local, a resource's input and
# an output.

cond = config.get_bool("cond", default=True)
names = config.get_object("names", default=["a", "b"])
pet = random.RandomPet("pet", keepers={"a": "b"})
objects = [{"k1": "100%", "x-y": n} for n in names]
looped = (
    [
        pet.keepers.apply(
            lambda keepers: {f"k{k}": v for k, v in _operand(keepers).items()}
        ),
        pulumi.Output.from_input({"with space": "true", "k1": "x.y"}),
    ]
    if cond
    else [
        pulumi.Output.from_input(element)
        for element in [{"k1": "100%", "x-y": n} for n in names]
    ]
)
from_local = (
    [pet.keepers.apply(lambda keepers: {k: v for k, v in _operand(keepers).items()})]
    if not cond
    else [pulumi.Output.from_input(element) for element in objects]
)
numbers = (
    [
        pet.keepers.apply(
            lambda keepers: {
                k: _grapheme_count(v) for k, v in _operand(keepers).items()
            }
        )
    ]
    if cond
    else [
        pulumi.Output.from_input(element)
        for element in [
            {"index": i, "size": _grapheme_count(n)} for i, n in enumerate(names)
        ]
    ]
)
mixed = (
    [pet.keepers.apply(lambda keepers: {k: v for k, v in _operand(keepers).items()})]
    if cond
    else [
        pulumi.Output.from_input(element)
        for element in [{"index": str(i), "name": n} for i, n in enumerate(names)]
    ]
)
tuples = (
    [
        pet.keepers.apply(
            lambda keepers: [v for _, v in sorted(_operand(keepers).items())]
        )
    ]
    if cond
    else [pulumi.Output.from_input(element) for element in [[n, "x"] for n in names]]
)
stash = pulumi.Stash(
    "stash",
    input=(
        [
            pet.keepers.apply(
                lambda keepers: {f"x{k}": v for k, v in _operand(keepers).items()}
            )
        ]
        if cond
        else [{"name": n} for n in names]
    ),
)
pulumi.export("looped", looped)
pulumi.export("fromLocal", from_local)
pulumi.export("numbers", numbers)
pulumi.export("mixed", mixed)
pulumi.export("tuples", tuples)
pulumi.export("stashed", stash.output)
