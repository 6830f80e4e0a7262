import pulumi
import pulumi_random as random
import pulumi_simple as simple

# Plain invokes (their arguments are plain) whose arguments Go reads from
# a map it holds as inputs, since another entry is an output: Go makes them
# in the output form, whose result a secret in the response makes secret as
# a whole, where PCL's plain form ignores the response's secrets.
pet = random.RandomPet("pet")
names = {"pet": pet.id, "plain": "db", "count": 2}
found = simple.get_secret(name="n-" + names["plain"])
described = random.RandomPet("described", prefix=found.name)
counted = random.RandomPet(
    "counted", prefix=simple.get_secret(name="c-" + str(names["count"] + 1)).value
)
pulumi.export("foundName", found.name)
pulumi.export("foundValue", found.value)
