import pulumi
import pulumi_random as random

from shapes import Shapes


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Values whose type TypeScript infers otherwise than PCL: a tuple of a
# plain number and an output (read by index, each element is its own
# type), and a component's outputs that are empty objects and lists, or
# tuples; and the entries of an empty object, of no known type.
pet = random.RandomPet("pet", length=2)
pair = [6, pet.length]
sized = random.RandomString("sized", length=pair[0] - 1, min_lower=pair[1])
shapes = Shapes("shapes", {"flag": False})
pulumi.export("first", pair[0] * 2)
pulumi.export(
    "shapes", [shapes.empty_object, shapes.empty_list, shapes.mixed, shapes.flags]
)
holder = {"empty": {}}
pulumi.export(
    "fromEmpty", [k for k, v in sorted(holder["empty"].items()) if _operand(v) > 0.1]
)
