import pulumi
import pulumi_random as random

config = pulumi.Config()

# A conditional of a plain tuple of ints and an output list of optional
# ints (or maps of them) is an output of the list of optional values,
# whichever branch is chosen.
pick = config.get_bool("pick", default=True)
count = config.get_secret_int("count", default=2)
shuffles = pulumi.Output.unsecret(count).apply(
    lambda resolved: [
        random.RandomShuffle(f"shuffles-{index}", inputs=["a", "b"])
        for index in range(int(resolved))
    ]
)
bits = (
    pulumi.Output.from_input([8, 3])
    if pick
    else shuffles.apply(
        lambda shuffles: pulumi.Output.all(*[item.result_count for item in shuffles])
    )
)
by_key = (
    pulumi.Output.from_input({"a": 1})
    if pick
    else shuffles.apply(
        lambda shuffles: pulumi.Output.from_input(
            {f"k{i}": s.result_count for i, s in enumerate(shuffles)}
        )
    )
)
pulumi.export("bits", pulumi.Output.unsecret(bits))
pulumi.export("byKey", by_key)
