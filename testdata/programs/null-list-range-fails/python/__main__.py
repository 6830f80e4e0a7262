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
names = config.get_object("names")
named = []
for index, value in enumerate(_operand(names)):
    named.append(random.RandomPet(f"named-{index}", prefix=value))
