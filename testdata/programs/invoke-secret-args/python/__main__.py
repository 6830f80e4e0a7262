import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# An invoke given a secret config variable, or a local computed from one,
# is given outputs in every SDK, so it is made in its output form: as a
# local, read later, and inline in a resource's input.
filters = config.get_secret_object(
    "filters", default={"alpha": {"pattern": "ubuntu-*"}}
)
suffix = config.get_secret("suffix", default="-arm")
pattern = pulumi.Output.concat(filters["alpha"]["pattern"], suffix)
image = aws.ec2.get_ami_output(name_regex=filters["alpha"]["pattern"], owners=["self"])
pet = random.RandomPet(
    "pet", prefix=aws.ec2.get_ami_output(name_regex=pattern, owners=["self"]).name
)
pulumi.export("imageName", image.name)
pulumi.export("petPrefix", pet.prefix)
