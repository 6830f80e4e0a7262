from typing import cast

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


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


# entries of a collection that holds outputs without being one: each
# entry's value is the element as it is, an output or a plain value, and
# the keys are plain.
pw = random.RandomPassword("pw", length=9)
named = [
    {"key": key, "value": value}
    for key, value in sorted(
        {
            "beta": "with space",
            "alpha": pulumi.Output.concat(
                "a-", pw.special.apply(lambda special: "true" if special else "false")
            ),
            "gamma": pulumi.Output.secret("hidden"),
        }.items()
    )
]
indexed = [
    {"key": key, "value": value} for key, value in enumerate([pw.result, "plain"])
]
labels = random.RandomPet(
    "labels",
    keepers=pulumi.Output.all(
        named=named, values=[pulumi.Output.from_input(e) for e in named]
    ).apply(
        lambda args: _from_entries(
            [
                (args["values"][key]["key"], args["values"][key]["value"])
                for key in range(len(args["named"]))
            ]
        )
    ),
    prefix=indexed[1]["value"],
)
pulumi.export("keys", [e["key"] for e in named])
pulumi.export("values", [pulumi.Output.from_input(e)["value"] for e in named])
pulumi.export("indexes", [e["key"] * 10 for e in indexed])
pulumi.export(
    "joined",
    cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input(
            [
                pulumi.Output.concat(
                    str(i),
                    ":",
                    pulumi.Output.from_input(e)["key"],
                    "=",
                    pulumi.Output.from_input(e)["value"],
                )
                for i, e in enumerate(named)
            ]
        ),
    ).apply(lambda values: ",".join(values)),
)
pulumi.export(
    "filtered",
    [
        e["key"]
        for e in [
            {"key": key, "value": value}
            for key, value in sorted({"x": pw.result, "y": "z"}.items())
        ]
        if _can(lambda: e["key"])
    ],
)
pulumi.export("keepers", labels.keepers)
