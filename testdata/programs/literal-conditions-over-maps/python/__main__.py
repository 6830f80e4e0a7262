import pulumi
import pulumi_random as random

# Conditionals whose condition is made of bool literals, with a branch
# that iterates over a map: pyright evaluates such a condition and types
# what the other branch's comprehensions iterate over as Never, so Python
# prints the chosen branch alone.
flags = {f"k{i}": i > 0 for i in list(range(3))}
pet = random.RandomPet("pet", length=2)
local1 = {"a": "y"}
local2 = ["z"]
local3 = [k for k, on in sorted(flags.items()) if on]
tagged = random.RandomPet("tagged", keepers={"a": "b"}, prefix=f"p-{len(flags)}")
pulumi.export("chosen", {"only": pet.id})
pulumi.export("nested", len(flags))
pulumi.export("locals", [local1, local2, local3])
