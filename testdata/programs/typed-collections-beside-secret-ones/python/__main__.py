import pulumi
import pulumi_random as random

pet = random.RandomPet("pet")
lists = [["x.y", "{brace}"], pulumi.Output.secret(["12" for s in ["a"]])]
maps = [{"a": "x"}, {k: pet.id for k in ["b"]}]
pulumi.export(
    "lists",
    [pulumi.Output.from_input(l_).apply(lambda l_2: ",".join(l_2)) for l_ in lists],
)
pulumi.export("maps", [len(m) for m in maps])
pulumi.export("first", [lists[0], maps[0]])
