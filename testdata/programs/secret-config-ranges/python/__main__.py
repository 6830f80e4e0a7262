import pulumi
import pulumi_random as random

config = pulumi.Config()

# Resources ranged over values computed from a secret config: the binder
# types the ranges plain, every backend reads the secret as an output, so
# the resources are created in an apply and the references to them are
# outputs of their collections.
size = config.get_secret_int("size", default=-2)
counted = pulumi.Output.unsecret(size.apply(lambda size: 1 if size > 0 else 2)).apply(
    lambda resolved: [
        random.RandomPet(f"counted-{index}", length=2) for index in range(int(resolved))
    ]
)
listed = pulumi.Output.unsecret(
    size.apply(lambda size: [f"x{i}" for i in list(range(1 if size > 0 else 3))])
).apply(
    lambda resolved: [
        random.RandomPet(f"listed-{index}", length=3)
        for index, value in enumerate(resolved)
    ]
)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=counted.apply(
        lambda counted: pulumi.Output.all(*[item.id for item in counted])
    ),
)
pulumi.export("first", counted[0].id)
pulumi.export("count", listed.apply(lambda listed: len(listed)))
pulumi.export(
    "ids", listed.apply(lambda listed: pulumi.Output.all(*[p.id for p in listed]))
)
