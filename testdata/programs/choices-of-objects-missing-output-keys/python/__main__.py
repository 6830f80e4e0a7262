import pulumi
import pulumi_random as random

config = pulumi.Config()

# A local choosing, through nested conditionals, between objects one of
# which lacks an attribute that another holds as an output: the attribute
# may be missing, whichever branch lacks it.
flag = config.get_bool("flag", default=True)
pet = random.RandomPet("pet")
settings = (
    {"name": "x", "items": pulumi.Output.secret([]), "owner": pet.id}
    if flag
    else (
        {"name": "y"}
        if not flag
        else {
            "name": "z",
            "items": pulumi.Output.from_input([]),
            "owner": pulumi.Output.from_input("nobody"),
        }
    )
)
pulumi.export("settings", settings)
pulumi.export(
    "owner",
    settings["owner"] if "owner" in settings else pulumi.Output.from_input("none"),
)
