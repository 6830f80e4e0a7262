import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


config = pulumi.Config()
password = random.RandomPassword("password", length=12)
count = config.get_int("count", default=3)

# The element of a tuple at a constant index has that element's type, not
# the type of all the tuple's elements.
pet = random.RandomPet(
    "pet",
    prefix=pulumi.Output.all(
        result=password.result, override_special=password.override_special
    ).apply(lambda args: _element([args["result"], args["override_special"]], 0)),
    separator=_element(["-", count], 0),
    length=_element([count, "x", True], 0),
)
pulumi.export("prefix", pet.prefix)
