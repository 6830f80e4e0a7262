import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# A resource ranged over the result of an invoke given a secret: the binder
# types the invoke a promise, which backends resolve first, but every
# backend reads the secret as an output, so the invoke is made in its
# output form and the references to the resources are outputs of their
# collection, in splats, loops and as a whole.
pattern = config.get_secret("pattern", default="ubuntu-*")
image = aws.ec2.get_ami_output(
    name_regex=pulumi.Output.concat(pattern, "-arm"), owners=["self"]
)
pets = pulumi.Output.unsecret(image.owners).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", prefix=pulumi.Output.secret(value))
        for index, value in enumerate((resolved or []))
    ]
)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets])),
)
counted = []
for index in range(2):
    counted.append(
        random.RandomShuffle(
            f"counted-{index}",
            inputs=pets.apply(
                lambda pets: pulumi.Output.all(*[p.prefix for p in pets])
            ),
        )
    )
pulumi.export("count", pets.apply(lambda pets: len(pets)))
