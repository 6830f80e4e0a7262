import pulumi
import pulumi_random as random

config = pulumi.Config()

# A tuple whose element is a conditional of lists of outputs and of plain
# values and outputs: PCL unifies the branches as a list of outputs.
pick = config.get_bool("pick", default=False)
pet = random.RandomPet("pet", length=2)
chosen = [
    ["x", "y"],
    [pet.id, pet.id] if pick else [pulumi.Output.from_input("plain"), pet.id, pet.id],
    3,
]
objects = [
    {"name": "a", "on": pet.length.apply(lambda length: length > 1)},
    (
        (
            {"name": pulumi.Output.from_input("b"), "on": False}
            if pick
            else {"name": pulumi.Output.from_input("c"), "on": True}
        )
        if pick
        else {"name": pet.id, "on": True}
    ),
]
pulumi.export("first", chosen[1][0])
pulumi.export("count", len(chosen[1]))
pulumi.export("all", chosen)
pulumi.export("objects", [objects[1]["name"], objects])
