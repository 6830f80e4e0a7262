import pulumi
import pulumi_random as random

from triggered import Triggered

# A component input set from a resource's output and used inside the
# component as a resource option (replacementTrigger), which takes outputs.
pet = random.RandomPet("pet")
triggered = Triggered("triggered", {"trigger": pet.id})
pulumi.export("word", triggered.word)
