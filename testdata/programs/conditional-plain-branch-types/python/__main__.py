from typing import cast

import pulumi
import pulumi_random as random

config = pulumi.Config()

# A conditional over outputs (range.value of a secret range) whose plain
# branch is of another type than the result: an empty list where the other
# branch holds strings.
first = config.get_bool("first", default=True)
listed = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"listed-{index}",
            inputs=(
                pulumi.Output.secret(value).apply(
                    lambda secret: [secret for s in ["x", "y"] if s != secret]
                )
                if first
                else pulumi.Output.from_input([])
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
empties = pulumi.Output.unsecret(pulumi.Output.secret(["a"])).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"empties-{index}",
            inputs=(
                pulumi.Output.secret(value).apply(
                    lambda secret: [secret for s in ["x", "y"] if s != secret]
                )
                if not first
                else pulumi.Output.from_input([])
            ),
        )
        for index, value in enumerate(resolved)
    ]
)

# Branches of objects of other shapes (TypeScript's union of two Outputs has
# no apply it can call), and a conditional of a list of outputs read in an
# apply (pyright's list of Outputs).
victor = pulumi.Output.unsecret(pulumi.Output.secret([True, False])).apply(
    lambda resolved: [
        random.RandomPassword(
            f"victor-{index}",
            keepers=(
                pulumi.Output.from_input({"a.b": "x.y"})
                if first
                else pulumi.Output.secret(value).apply(
                    lambda secret: {} if secret else {"b": "c"}
                )
            ),
            length=1,
        )
        for index, value in enumerate(resolved)
    ]
)
joined = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"joined-{index}",
            keepers={
                "joined": cast(
                    "pulumi.Output[list[str]]",
                    pulumi.Output.from_input(
                        [
                            pulumi.Output.concat(s, "-", pulumi.Output.secret(value))
                            for s in ["x", "y"]
                        ]
                    ),
                ).apply(lambda values: ",".join(values if first else []))
            },
        )
        for index, value in enumerate(resolved)
    ]
)
