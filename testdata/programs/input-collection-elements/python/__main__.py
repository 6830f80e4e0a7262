import pulumi
import pulumi_random as random

config = pulumi.Config()

# Locals that hold outputs among plain values: Go holds each as an input
# collection (pulumi.StringArray, pulumi.Map), whose elements are read as
# outputs, the plain ones too; a secret element keeps its neighbours plain.
suffix = config.get("suffix", default="dev")
pet = random.RandomPet("pet")
names = [pet.id, f"fixed-{suffix}"]
labels = {"id": pet.id, "env": "prod"}
mixed = {"id": pet.id, "size": 3}
shuffled = {"x-y": [f"pre {suffix}", "post"], "hidden": pulumi.Output.secret([])}
counts = {"alpha": "a", "beta": pulumi.Output.secret(3)}
second = random.RandomPet("second", prefix=names[1], separator=labels["env"])
third = random.RandomPet(
    "third", prefix=names[0], separator=labels["id"], length=mixed["size"]
)
shuffle = random.RandomShuffle("shuffle", inputs=shuffled["x-y"])
fourth = random.RandomPet("fourth", prefix=counts["alpha"])
pulumi.export("firstName", names[0])
pulumi.export("sizePlusOne", counts["beta"].apply(lambda beta: beta + 1))
pulumi.export("whole", mixed)
pulumi.export("listLength", len(shuffled["x-y"]))
pulumi.export("secondOfList", shuffled["x-y"][1])
