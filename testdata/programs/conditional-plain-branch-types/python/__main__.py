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
