import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()
tags = config.get_object("tags")
tagged = {}
for key, value in _operand(tags).items():
    tagged[key] = random.RandomPet(f"tagged-{key}", prefix=value)
