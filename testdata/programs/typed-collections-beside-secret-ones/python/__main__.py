import pulumi
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


pet = random.RandomPet("pet")
lists = [["x.y", "{brace}"], pulumi.Output.secret(["12" for s in ["a"]])]
maps = [{"a": "x"}, _from_entries([(k, pet.id) for k in ["b"]])]
numbers = [[1, 2], pulumi.Output.secret([0.5])]
pulumi.export(
    "lists",
    [pulumi.Output.from_input(l_).apply(lambda l_2: ",".join(l_2)) for l_ in lists],
)
pulumi.export("maps", [len(m) for m in maps])
pulumi.export(
    "numbers", [pulumi.Output.from_input(n).apply(lambda n_: len(n_)) for n in numbers]
)
pulumi.export("firstElement", numbers[0][1] + 1)
pulumi.export("first", [lists[0], maps[0], numbers[0]])
