import pulumi
import pulumi_random as random

# secret of a list of outputs and values: the output of the list, whose
# elements builtins and loops read plain.
pet = random.RandomPet("pet", length=2)
ranged = pulumi.Output.unsecret(pulumi.Output.secret(["alpha", "beta"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"ranged-{index}",
            prefix=pulumi.Output.secret(
                pulumi.Output.all(pulumi.Output.secret(value), "x")
            ).apply(lambda secret: "".join(secret)),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "joined",
    pulumi.Output.secret(pulumi.Output.all(pet.id, "x", pet.separator)).apply(
        lambda secret: "-".join(secret)
    ),
)
pulumi.export(
    "count",
    pulumi.Output.secret(pulumi.Output.all(pet.id, "y")).apply(
        lambda secret: len(secret)
    ),
)
pulumi.export(
    "upper",
    pulumi.Output.secret(pulumi.Output.all("z", pet.id)).apply(
        lambda secret: [f"{s}!" for s in secret]
    ),
)
