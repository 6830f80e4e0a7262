import pulumi
import pulumi_random as random

# Package blocks whose schemas are not at hand and that nothing uses: each is
# a warning (the block is ignored), not an error, whatever form names the
# package. The package block of random, whose schema is there, pins it.
pet = random.RandomPet("pet", length=2)
pulumi.export("name", pet.id)
