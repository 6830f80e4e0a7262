import pulumi
import pulumi_random as random

config = pulumi.Config()

# Object-typed config whose default is used: a number property given an
# integer literal holds a number (a float64 in Go), as its reads expect.
settings = config.get_object("settings", default={"size": 3, "name": "x", "count": 2})
weights = config.get_object("weights", default=[{"weight": 1}, {"weight": 2.5}])
pet = random.RandomPet("pet", length=settings["count"], prefix=settings["name"])
pulumi.export("size", settings["size"] + weights[0]["weight"])
pulumi.export("name", pet.id)
