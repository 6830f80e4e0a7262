import pulumi
import pulumi_random as random

# lookup reads an object whose attributes are plain values and outputs of
# one type, so its result is an input of that type.
pet = random.RandomPet("pet", length=2)
names = [
    "x",
    pulumi.Output.from_input(
        {"plain": "alpha", "id": pet.id}.get("missing", "fallback")
    ),
    pulumi.Output.from_input({"a": "b", "c": pet.id}.get("c", "d")),
]
pulumi.export("second", names[1])
pulumi.export("third", pulumi.Output.concat(names[2], "!"))
