import pulumi
import pulumi_random as random

config = pulumi.Config()

# A local tuple of values of different types, one an empty list (any[]),
# read at constant indices: each element is of its own type, not the union
# TypeScript infers for an array literal.
name = config.get("name", default="x")
mixed = [pulumi.Output.secret([]), [name, ""]]
pair = [pulumi.Output.secret(name), 2]
pet = random.RandomPet("pet", prefix=pair[0], length=pair[1])
pulumi.export(
    "first", mixed[0].apply(lambda mixed_: {f"k{i}": v for i, v in enumerate(mixed_)})
)
