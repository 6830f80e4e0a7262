import pulumi
import pulumi_random as random

# A resource whose version option chooses a schema whose version carries
# build metadata (+exp.sha.1234): a Go module version cannot, so pcl2go -o
# requires the SDK module at 4.11.2-alpha.1 and warns that it dropped it.
pet = random.RandomPet(
    "pet", length=2, opts=pulumi.ResourceOptions(version="4.11.2-alpha.1+exp.sha.1234")
)
pulumi.export("name", pet.id)
