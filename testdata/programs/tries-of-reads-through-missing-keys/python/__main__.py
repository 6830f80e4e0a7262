from typing import cast

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


pet = random.RandomPet("pet", keepers={"a": "b"})
teams = {k: {"lead": pet.id, "members": [pet.id for i in [1, 2]]} for k in {"a": "x"}}
nested_maps = {k: {k2: pet.id for k2 in {"b": "y"}} for k in {"a": "x"}}
pulumi.export(
    "present",
    (
        teams["a"]["lead"].apply(lambda lead: _try(lambda: lead, lambda: "none"))
        if "a" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "missingTeam",
    (
        teams["z"]["lead"].apply(lambda lead: _try(lambda: lead, lambda: "none"))
        if "z" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "missingTeamOfThree",
    (
        pulumi.Output.all(lead=teams["z"]["lead"], teams=teams).apply(
            lambda args: _try(
                lambda: args["lead"], lambda: args["teams"]["y"]["lead"], lambda: "none"
            )
        )
        if "z" in teams
        else (
            teams["y"]["lead"].apply(lambda lead: _try(lambda: lead, lambda: "none"))
            if "y" in teams
            else pulumi.Output.from_input("none")
        )
    ),
)
pulumi.export(
    "missingTeamMember",
    (
        cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(teams["z"]["members"])
        ).apply(lambda members: _try(lambda: members[0], lambda: "none"))
        if "z" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "missingOuter",
    (
        cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(nested_maps["z"])
        ).apply(lambda z: _try(lambda: z["b"], lambda: "none"))
        if "z" in nested_maps
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "presentInner",
    (
        cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(nested_maps["a"])
        ).apply(lambda a: _try(lambda: a["b"], lambda: "none"))
        if "a" in nested_maps
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "canTeam",
    [
        (
            teams["z"]["lead"].apply(lambda lead: _can(lambda: lead))
            if "z" in teams
            else pulumi.Output.from_input(False)
        ),
        (
            teams["a"]["lead"].apply(lambda lead: _can(lambda: lead))
            if "a" in teams
            else pulumi.Output.from_input(False)
        ),
        (
            cast(
                "pulumi.Output[dict[str, str]]",
                pulumi.Output.from_input(nested_maps["z"]),
            ).apply(lambda z: _can(lambda: z["b"]))
            if "z" in nested_maps
            else pulumi.Output.from_input(False)
        ),
    ],
)
pulumi.export(
    "chosen",
    (
        teams["z"]["lead"].apply(lambda lead: _can(lambda: lead))
        if "z" in teams
        else pulumi.Output.from_input(False)
    ).apply(lambda value: "yes" if value else "no"),
)
