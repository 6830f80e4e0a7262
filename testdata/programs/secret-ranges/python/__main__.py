import pulumi
import pulumi_random as random

# Resources ranged over secret collections: the collection of resources
# is no secret, as PCL has it, though the apply that creates them runs on
# a secret (each backend unsecrets the range it applies on).
pets = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", length=2)
        for index, value in enumerate(resolved)
    ]
)
none = pulumi.Output.unsecret(pulumi.Output.secret([])).apply(
    lambda resolved: [
        random.RandomPet(f"none-{index}") for index, value in enumerate(resolved)
    ]
)
keyed = pulumi.Output.unsecret(pulumi.Output.secret({"x": 1, "y": 2})).apply(
    lambda resolved: {
        key: random.RandomPet(f"keyed-{key}", length=3)
        for key, value in resolved.items()
    }
)
maybe = pulumi.Output.unsecret(pulumi.Output.secret(True)).apply(
    lambda resolved: random.RandomPet("maybe") if resolved else None
)
pulumi.export("ids", pets.apply(lambda pets: [item.id for item in pets]))
pulumi.export("count", pets.apply(lambda pets: len(pets)))
pulumi.export("empty", none.apply(lambda none: [item.urn for item in none]))
pulumi.export("keyedCount", keyed.apply(lambda keyed: len(keyed)))
