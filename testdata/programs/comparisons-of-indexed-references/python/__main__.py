import pulumi
import pulumi_random as random

config = pulumi.Config()

# A value read as an attribute and by a string index (range.value and
# range["value"], m.a and m["a"]) is one value: a test of one narrows the
# other in TypeScript, and Go's vet sees the same operand on both sides of
# an and.
m = config.get_object("m", default={"a": "x"})
pet = {}
for key, value in {"one": 11, "two": 3}.items():
    pet[key] = random.RandomPet(
        f"pet-{key}", prefix=("a" if value == 3 else "b") if 11 == value else "c"
    )
pulumi.export("both", m["a"] == "x" and m["a"] == "y")
pulumi.export("either", m["a"] != "x" or m["a"] != "y")
pulumi.export("prefixes", [p.prefix for _, p in sorted(pet.items())])
