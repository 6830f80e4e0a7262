import pulumi
import pulumi_random as random

config = pulumi.Config()

# A conditional of a plain condition whose branches hold outputs (a secret
# range's keys, in a list), given to a list input: the branch the condition
# chooses is the input.
wide = config.get_bool("wide", default=False)
names = pulumi.Output.unsecret(pulumi.Output.secret(["x", "y"])).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"names-{index}",
            inputs=(
                "a,b".split(",")
                if wide
                else [
                    pulumi.Output.format("key-{0}", pulumi.Output.secret(index)),
                    "fixed",
                ]
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "inputs",
    names.apply(lambda names: pulumi.Output.all(*[item.inputs for item in names])),
)
