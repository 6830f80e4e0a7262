import pulumi
import pulumi_random as random

config = pulumi.Config()

# An object-typed config variable read from JSON: its int properties, at
# every depth and inside lists and maps, are read as ints.
server = config.require_object("server")
name = random.RandomString(
    "name",
    length=server["limits"]["cpu"]
    + server["port"]
    + server["sizes"][1]
    + server["extra"]["a"],
)
pulumi.export("port", server["port"])
pulumi.export("limitName", server["limits"]["name"])
pulumi.export("sizes", server["sizes"])
pulumi.export("ratio", server["ratio"])
