from typing import cast

import pulumi


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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


config = pulumi.Config()

# Loops inside an apply whose key, value or condition compute an eventual
# from their own variables (secret(x) in an inner loop that also reads the
# outer loop's variable): the eventual cannot be an argument of the outer
# apply, evaluated outside the inner loop, so the callback computes the
# inner loop as an apply of its own.
v = config.get_secret_object("v", default=[True, False])
w = config.get_object("w", default=[False, True, True])
pulumi.export(
    "filterReadsBoth",
    pulumi.Output.all(v=v, v_=v).apply(
        lambda args: [
            cast(
                "pulumi.Output[list[bool]]",
                pulumi.Output.from_input([pulumi.Output.secret(x) for x in args["v_"]]),
            ).apply(
                lambda values, a=a: [
                    f"{str(a).lower()}{e}"
                    for e in range(len(args["v_"]))
                    if values[e] and a
                ]
            )
            for a in args["v"]
        ]
    ),
)
pulumi.export(
    "valueReadsInner",
    v.apply(
        lambda v: [
            [
                pulumi.Output.secret(x).apply(
                    lambda secret, a=a: a if secret else not a
                )
                for x in w
            ]
            for a in v
        ]
    ),
)
pulumi.export(
    "keyReadsInner",
    v.apply(
        lambda v: [
            cast(
                "pulumi.Output[list[str]]",
                pulumi.Output.from_input(
                    [pulumi.Output.secret(f"k{e}") for e in range(len(w))]
                ),
            ).apply(
                lambda values, a=a: _from_entries(
                    [(values[e], a) for e in range(len(w))]
                )
            )
            for a in v
        ]
    ),
)
pulumi.export(
    "grouped",
    v.apply(
        lambda v: [
            cast(
                "pulumi.Output[list[bool]]",
                pulumi.Output.from_input([pulumi.Output.secret(x) for x in w]),
            ).apply(
                lambda values, a=a: _group(
                    [(f"k{str(x).lower()}", a) for e, x in enumerate(w) if values[e]]
                )
            )
            for a in v
        ]
    ),
)
