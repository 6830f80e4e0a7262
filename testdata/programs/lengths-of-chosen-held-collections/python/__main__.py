import pulumi
import pulumi_random as random

config = pulumi.Config()

# The length of a choice between collections that hold outputs, under a
# plain condition: the length of the collection chosen, known before the
# outputs are.
pick = config.get_bool("pick", default=True)
password = random.RandomPassword("password", length=8)
pet = random.RandomPet(
    "pet",
    length=len(
        [password.result, "x"]
        if pick
        else [password.special.apply(lambda special: "true" if special else "false")]
    ),
)
pulumi.export(
    "secrets", len([pulumi.Output.secret(s) for s in ["a", "b", "c"]] if pick else [])
)
pulumi.export(
    "nested",
    len(
        [password.result]
        if not pick
        else [password.result, password.result] if pick else []
    ),
)
pulumi.export("petLength", pet.length)
