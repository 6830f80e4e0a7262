import pulumi
import pulumi_random as random

config = pulumi.Config()

# Conditionals between an empty list and a local holding one, in secrets,
# ranges and objects: TypeScript is given the branches' common type, which
# must take both the literal [] and the local.
pick = config.get_bool("pick", default=False)
none = []
shuffled = pulumi.Output.unsecret(pulumi.Output.secret(none if pick else [])).apply(
    lambda resolved: [
        random.RandomShuffle(f"shuffled-{index}", inputs=["a", "b"])
        for index, value in enumerate(resolved)
    ]
)
pulumi.export("secretEmpty", pulumi.Output.secret(none if pick else []))
pulumi.export(
    "nestedEmpty", pulumi.Output.secret({"items": none} if pick else {"items": []})
)
pulumi.export("count", shuffled.apply(lambda shuffled: len(shuffled)))
