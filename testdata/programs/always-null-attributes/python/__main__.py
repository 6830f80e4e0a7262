import pulumi
import pulumi_random as random

# Attributes that are always null, read from objects that hold outputs:
# null wherever they are read (Go holds such an object as an input
# collection, and has no output type of none to read them as).
pet = random.RandomPet("pet", length=2)
settings = {
    "unset": None,
    "length": pet.length,
    "nested": {"inner": None, "id": pet.id},
}
other = random.RandomPet(
    "other",
    prefix=settings["unset"],
    length=settings["length"],
    separator=settings["nested"]["inner"],
)
pulumi.export("unset", settings["unset"])
pulumi.export("literal", pulumi.Output.from_input({"a": None, "b": pet.id}["a"]))
pulumi.export(
    "nulls", [x is None for x in [settings["unset"], settings["nested"]["inner"]]]
)
pulumi.export("indexed", settings["unset"])
