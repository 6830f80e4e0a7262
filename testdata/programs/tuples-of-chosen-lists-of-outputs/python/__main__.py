import pulumi
import pulumi_random as random

config = pulumi.Config()

# A tuple whose element is a conditional of lists of outputs and of plain
# values and outputs: PCL unifies the branches as a list of outputs.
pick = config.get_bool("pick", default=False)
pet = random.RandomPet("pet", length=2)
chosen = [["x", "y"], [pet.id, pet.id] if pick else ["plain", pet.id, pet.id], 3]
pulumi.export("first", chosen[1][0])
pulumi.export("count", len(chosen[1]))
pulumi.export("all", chosen)
