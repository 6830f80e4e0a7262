import pulumi
import pulumi_random as random

config = pulumi.Config()
password = random.RandomPassword("password", length=12)
count = config.get_int("count", default=3)

# The element of a tuple at a constant index has that element's type, not
# the type of all the tuple's elements.
pet = random.RandomPet(
    "pet",
    prefix=pulumi.Output.all(
        result=password.result, override_special=password.override_special
    ).apply(lambda args: [args["result"], args["override_special"]][0]),
    separator="-",
    length=count,
)
pulumi.export("prefix", pet.prefix)
