import math
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


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


config = pulumi.Config()

# Reads of one element of a collection that holds outputs: by a constant
# index or attribute, by a config index, through splats and loops, and
# nested.
k = config.get_int("k", default=1)
pet = random.RandomString("pet", length=6, special=False)
pulumi.export("byIndex", [pet.result.apply(lambda result: _grapheme_count(result))][0])
pulumi.export(
    "byAttribute", {"a": pet.result.apply(lambda result: _grapheme_count(result))}["a"]
)
pulumi.export("reference", [pet.result][0])
pulumi.export(
    "mixedOutput",
    pulumi.Output.from_input(
        [1, pet.result.apply(lambda result: _grapheme_count(result))][1]
    ).apply(lambda v: v + 1),
)
pulumi.export(
    "mixedPlain", [1, pet.result.apply(lambda result: _grapheme_count(result))][0] + 1
)
pulumi.export(
    "byConfig",
    pulumi.Output.from_input(
        _index([1, pet.result.apply(lambda result: _grapheme_count(result))], k)
    ),
)
pulumi.export("byKey", pulumi.Output.from_input({"a": 1, "b": pet.result}["b"]))
pulumi.export("nested", pulumi.Output.all(*[[pet.result, "x"]][0])[1])
pulumi.export(
    "nestedObjects",
    pulumi.Output.from_input(
        {"a": {"b": pet.result.apply(lambda result: _grapheme_count(result))}}["a"]
    )["b"],
)
pulumi.export(
    "inTuple", [[pet.result.apply(lambda result: _grapheme_count(result))][0], 1]
)
pulumi.export(
    "splatIndex",
    [
        pulumi.Output.from_input(item)["a"]
        for item in [{"a": pet.result.apply(lambda result: _grapheme_count(result))}]
    ][0],
)
pulumi.export(
    "splat",
    [
        pulumi.Output.from_input(item)["a"]
        for item in [
            {"a": pet.result.apply(lambda result: _grapheme_count(result))},
            {"a": 2},
        ]
    ],
)
pulumi.export(
    "loop",
    [
        pulumi.Output.from_input(v).apply(lambda v_: v_["a"] * 10)
        for v in [
            {"a": pet.result.apply(lambda result: _grapheme_count(result))},
            {"a": 2},
        ]
    ],
)
pulumi.export(
    "lengths",
    [
        int(
            math.fmod(
                len([pet.result.apply(lambda result: _grapheme_count(result)), 1]), 5
            )
        ),
        len({"a": pet.result, "b": "x"}),
    ],
)
