import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# Resources ranged over an output, read whole again inside a loop over
# them: the callback that resolves the list reads the list's variable
# itself, which its parameter must not hide (fuzz seed 10786).
names = config.get_object("names", default=["a", "b"])
pets = pulumi.Output.unsecret(pulumi.Output.secret(names)).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", prefix=pulumi.Output.secret(value))
        for index, value in enumerate(resolved)
    ]
)
shuffled = random.RandomShuffle(
    "shuffled",
    inputs=pets.apply(
        lambda pets_: pulumi.Output.all(
            *[
                pulumi.Output.format(
                    "{0}/{1}", p.id, pets.apply(lambda pets: len(pets))
                )
                for p in pets_
            ]
        )
    ),
)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=pets.apply(
        lambda pets_: pulumi.Output.from_input(
            [
                {
                    "fromPort": i,
                    "toPort": 80,
                    "protocol": p.prefix,
                    "cidrBlocks": pets.apply(
                        lambda pets: pulumi.Output.all(*[item.id for item in pets])
                    ),
                }
                for i, p in enumerate(pets_)
            ]
        )
    ),
)
pulumi.export("firsts", pets.apply(lambda pets: [pets[0].prefix for p in pets]))
