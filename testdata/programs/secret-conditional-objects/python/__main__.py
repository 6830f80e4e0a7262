import pulumi
import pulumi_random as random

config = pulumi.Config()

# secret (and the outputs made of values) of a conditional between object
# constructors of different keys, one holding outputs: the value is the
# map of their unified type, which the map input takes.
flag = config.get_bool("flag", default=True)
pet = random.RandomPet("pet", length=2)
ranged = pulumi.Output.unsecret(pulumi.Output.secret(["p", "q"])).apply(
    lambda resolved: [
        random.RandomUuid(
            f"ranged-{index}",
            keepers=pulumi.Output.secret(
                {"x-y": pulumi.Output.secret(value)}
                if flag
                else {"null": "a", "for": "b"}
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
single = random.RandomUuid(
    "single",
    keepers=pulumi.Output.secret({"a": "x"} if not flag else {"b": pet.id, "c": "y"}),
)
pulumi.export(
    "chosen", pulumi.Output.secret(pulumi.Output.all(*[pet.id, "z"] if flag else ["w"]))
)
