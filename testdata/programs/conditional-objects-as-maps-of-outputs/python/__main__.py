import pulumi
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet")
id_ = random.RandomId(
    "id",
    byte_length=4,
    keepers=(
        {"Key": pulumi.Output.unsecret(pulumi.Output.secret("12")), "for": "x"}
        if flag
        else {"k1": pet.urn}
    ),
)
pulumi.export("keepers", id_.keepers)
