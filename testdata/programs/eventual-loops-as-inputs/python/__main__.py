import pulumi
import pulumi_aws as aws
import pulumi_random as random

# A list read from resources created inside an apply is an output of the
# list of their outputs' values, given as a typed input: Python gathers
# the outputs with Output.all, which pyright types as a list of strings
# (an invoke's output form takes a list of plain strings).
src = random.RandomPet("src", length=2)
pets = pulumi.Output.unsecret(pulumi.Output.all(src.id, "z")).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", prefix=value)
        for index, value in enumerate(resolved)
    ]
)
shuffled = random.RandomShuffle(
    "shuffled",
    inputs=pets.apply(lambda pets: pulumi.Output.all(*[p.id for p in pets])),
    result_count=pets.apply(lambda pets: len(pets)),
)
ami = aws.ec2.get_ami_output(
    owners=pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets])),
    most_recent=True,
)
pulumi.export("picked", shuffled.results)
pulumi.export("amiId", ami.id)
