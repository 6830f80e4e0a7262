import pulumi
import pulumi_random as random

config = pulumi.Config()

# A choice of an object constructor and a local Go holds as a typed input map
# (a pulumi.IntMap of int outputs) is the untyped pulumi.Map both branches are:
# the typed map is copied into one.
pick = config.get_bool("pick", default=True)
pet = random.RandomPet("pet", length=2)
names = [pet.id, pet.id]
tags = {"a": pet.id}
nums = {"n": pet.length}
l1 = names if pick else [pulumi.Output.from_input("1"), pulumi.Output.from_input("x")]
m1 = tags if pick else {"b": 1, "c": "x"}
m2 = {"with space": 5} if pick else nums
m3 = {"a": pulumi.Output.from_input(1)} if pick else nums if not pick else tags
pulumi.export("l1", l1)
pulumi.export("m1", m1)
pulumi.export("m2", m2)
pulumi.export("m3", m3)
pulumi.export("len", len(m2) + len(l1))
