import pulumi
import pulumi_random as random

config = pulumi.Config()

# A null the program writes beside an output (a property of one branch of
# a choice of objects whose other branch holds an output, an element of a
# tuple of outputs) is read as null; so is a choice of an output of a
# collection and null, which is no empty collection.
on = config.get_bool("on", default=False)
pet = random.RandomPet("pet")
chosen = (
    {
        "id": pet.id,
        "names": pulumi.Output.secret(["a"]),
        "tags": pulumi.Output.secret({"a": "b"}),
        "n": 1,
    }
    if on
    else {
        "id": pulumi.Output.from_input(None),
        "names": pulumi.Output.from_input(None),
        "tags": pulumi.Output.from_input(None),
        "n": 2,
    }
)
again = chosen
pair = [pet.id, None]
pulumi.export("id", chosen["id"])
pulumi.export("names", chosen["names"])
pulumi.export("tags", chosen["tags"])
pulumi.export("againId", again["id"])
pulumi.export("second", pair[1])
pulumi.export(
    "list", pulumi.Output.secret([1]) if on else pulumi.Output.from_input(None)
)
pulumi.export(
    "map", pulumi.Output.secret({"a": 1}) if on else pulumi.Output.from_input(None)
)
