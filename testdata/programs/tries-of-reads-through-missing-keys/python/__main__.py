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
        pulumi.Output.all(
            lead=teams["z"]["lead"], teams_y_lead=teams["y"]["lead"]
        ).apply(
            lambda args: _try(
                lambda: args["lead"], lambda: args["teams_y_lead"], lambda: "none"
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
        teams["z"]["members"][0].apply(
            lambda members: _try(lambda: members, lambda: "none")
        )
        if "z" in teams
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "missingOuter",
    (
        nested_maps["z"]["b"].apply(lambda b: _try(lambda: b, lambda: "none"))
        if "z" in nested_maps
        else pulumi.Output.from_input("none")
    ),
)
pulumi.export(
    "presentInner",
    (
        nested_maps["a"]["b"].apply(lambda b: _try(lambda: b, lambda: "none"))
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
            nested_maps["z"]["b"].apply(lambda b: _can(lambda: b))
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
