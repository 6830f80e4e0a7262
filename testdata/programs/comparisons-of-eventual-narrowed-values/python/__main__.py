import pulumi
import pulumi_random as random

config = pulumi.Config()

# An output computed from a value a test around it narrows (in the false
# branch of `ok ? ...`, ok is false) compared in an apply with a literal
# the narrowed type excludes: the comparison is PCL's. A conditional whose
# branches are the narrowed value and its secret is an output of its type.
ok = config.get_bool("ok", default=False)
name = config.get("name", default="x")
pet = random.RandomPet("pet", length=2)
pulumi.export(
    "viaSecret",
    (
        pulumi.Output.from_input(False)
        if ok
        else pulumi.Output.secret(ok).apply(lambda secret: secret == True)
    ),
)
pulumi.export(
    "viaOutput",
    (
        pulumi.Output.concat(pet.id, str(name == "y").lower())
        if name == "x"
        else pulumi.Output.from_input("other")
    ),
)
pulumi.export(
    "both",
    (
        pulumi.Output.from_input("t")
        if ok
        else pulumi.Output.concat(pet.id, "-", str(ok == True).lower())
    ),
)
pulumi.export(
    "chosenSecretly", pulumi.Output.secret(ok) if ok else pulumi.Output.from_input(ok)
)
pulumi.export(
    "chosenNames",
    pulumi.Output.secret(name) if name == "x" else pulumi.Output.from_input(name),
)
pulumi.export(
    "mapped",
    {
        f"k{i}": pulumi.Output.secret(ok) if ok else pulumi.Output.from_input(ok)
        for i in range(len(["a"]))
    },
)
