import pulumi
import pulumi_random as random

config = pulumi.Config()

# Ints in objects of list and map config, which Go decodes from the
# config's JSON as float64 in interface{} values: read as ints in
# arithmetic, comparisons and int inputs.
ports = config.require_object("ports")
sizes = config.require_object("sizes")
pet = random.RandomPet("pet", length=ports[0]["port"] - 79)
pulumi.export("next", ports[0]["port"] + 1)
pulumi.export("above", ports[0]["port"] >= 80)
pulumi.export("counts", [v["count"] * 2 for _, v in sorted(sizes.items())])
