import unicodedata
from typing import Any, cast

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Outputs read from plain collections that hold them, inside try and can,
# by steps that may fail: an index out of range, a missing key, a null. The
# step is taken where the guard catches its failure.
index = config.get_int("index", default=9)
team = config.get("team", default="zz")
pet = random.RandomPet("pet", length=1)
pets = []
for index_ in range(2):
    pets.append(random.RandomPet(f"pets-{index_}", length=1))
named = {}
for key, value in {"a": 1}.items():
    named[key] = random.RandomPet(f"named-{key}", length=value)
grid = [[pet.id for j in list(range(2))] for i in list(range(2))]
teams = _from_entries(
    [(name, {"members": [pet.id for i in list(range(2))]}) for name in ["a"]]
)
by_name = {"a": [pet.id for i in list(range(2))]}
plain_teams = _from_entries([(name, {"members": ["x"]}) for name in ["a"]])
keyed = {"a": _from_entries([(k, pet.id) for k in ["x"]])}
pulumi.export(
    "rowMiss",
    (
        cast("pulumi.Output[list[str]]", pulumi.Output.from_input(grid[7])).apply(
            lambda grid_: _try(lambda: grid_[0], lambda: "none")
        )
        if len(grid) > 7
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "columnMiss",
    (
        cast("pulumi.Output[list[str]]", pulumi.Output.from_input(grid[1])).apply(
            lambda grid_: _try(lambda: grid_[5], lambda: "none")
        )
        if len(grid) > 1
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "hit",
    (
        cast("pulumi.Output[list[str]]", pulumi.Output.from_input(grid[1])).apply(
            lambda grid_: _try(lambda: grid_[1], lambda: "none")
        )
        if len(grid) > 1
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "teamMiss",
    (
        cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(teams["b"]["members"])
        ).apply(lambda members: _try(lambda: members[0], lambda: "none"))
        if "b" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "memberMiss",
    (
        cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(teams["a"]["members"])
        ).apply(lambda members: _try(lambda: members[5], lambda: "none"))
        if "a" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "listInMapMiss",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(by_name["a"])).apply(
        lambda a: _try(lambda: a[3], lambda: "none")
    ),
)
pulumi.export(
    "keyMiss",
    cast("pulumi.Output[dict[str, str]]", pulumi.Output.from_input(keyed["a"])).apply(
        lambda a: _try(lambda: a["z"], lambda: "none")
    ),
)
pulumi.export(
    "interpolatedMiss",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(by_name["a"])).apply(
        lambda a: _try(lambda: f"member {a[3]}", lambda: "none")
    ),
)
pulumi.export(
    "lengthOfMiss",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(by_name["a"])).apply(
        lambda a: _try(lambda: _grapheme_count(a[9]), lambda: 0)
    ),
)
pulumi.export(
    "canMiss",
    (
        cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(teams["a"]["members"])
        ).apply(lambda members: _can(lambda: members[5]))
        if "a" in teams
        else pulumi.Output.from_input(False)
    ).apply(lambda value: "yes" if value else "no"),
)
pulumi.export(
    "canHit",
    cast("pulumi.Output[dict[str, str]]", pulumi.Output.from_input(keyed["a"])).apply(
        lambda a: _can(lambda: a["x"])
    ),
)
pulumi.export(
    "elementMiss",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(by_name["a"])).apply(
        lambda a: _try(lambda: _element(a, 5), lambda: "none")
    ),
)
pulumi.export(
    "lookupMiss",
    cast(
        "pulumi.Output[dict[str, dict[str, Any]]]", pulumi.Output.from_input(teams)
    ).apply(
        lambda teams: _try(
            lambda: _present(teams.get(team, None))["members"][0], lambda: "none"
        )
    ),
)
pulumi.export(
    "configIndexMiss",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(by_name["a"])).apply(
        lambda a: _try(lambda: _index(a, index), lambda: "none")
    ),
)
pulumi.export(
    "configKeyMiss",
    cast(
        "pulumi.Output[dict[str, dict[str, Any]]]", pulumi.Output.from_input(teams)
    ).apply(lambda teams: _try(lambda: teams[team]["members"][0], lambda: "none")),
)
pulumi.export(
    "configIndexOfRowMiss",
    cast("pulumi.Output[list[list[str]]]", pulumi.Output.from_input(grid)).apply(
        lambda grid: _try(lambda: _index(grid[1], index), lambda: "none")
    ),
)
pulumi.export(
    "canConfigIndex",
    cast("pulumi.Output[list[list[str]]]", pulumi.Output.from_input(grid)).apply(
        lambda grid: _can(lambda: _index(grid, index)[0])
    ),
)
pulumi.export(
    "petMiss",
    (
        pets[5].id.apply(lambda id_: _try(lambda: id_, lambda: "none"))
        if len(pets) > 5
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "petHit",
    (
        pets[1].id.apply(lambda id_: _try(lambda: id_, lambda: "none"))
        if len(pets) > 1
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "namedMiss",
    (
        named["z"].id.apply(lambda id_: _try(lambda: id_, lambda: "none"))
        if "z" in named
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "canPet",
    (
        pets[3].id.apply(lambda id_: _can(lambda: id_))
        if len(pets) > 3
        else pulumi.Output.from_input(False)
    ),
)
pulumi.export(
    "plainLookupMiss",
    _try(lambda: _present(plain_teams.get(team, None))["members"][0], lambda: "none"),
)
