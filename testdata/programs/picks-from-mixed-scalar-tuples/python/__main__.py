import math

import pulumi
import pulumi_random as random


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


# Constant picks from tuples of scalars of different types beside outputs
# that may fail (so the tuple is evaluated whole): each element keeps its
# own type, an int beside a number stays an int.
pet = random.RandomPet("pet", length=2)
int_of_numbers = [1, pet.length.apply(lambda length: 1.5 + length)][0]
number_of_ints = pulumi.Output.from_input(
    [3, pet.length.apply(lambda length: 7 / length)][1]
)
int_beside_text = pulumi.Output.from_input(
    ["x", pet.length.apply(lambda length: 1 + length)][1]
)
bool_of_mixed = [True, pet.length.apply(lambda length: length / 2), "y"][0]
text_of_mixed = [pet.length.apply(lambda length: int(math.fmod(length, 2))), "z"][1]
recovered = [
    1,
    pet.length.apply(lambda length: 16 + length),
    _recover(
        lambda: pulumi.Output.secret(-3), lambda error: pulumi.Output.from_input(4)
    ),
][0]
counted = random.RandomPet(
    "counted",
    length=int_of_numbers + 1,
    prefix=f"{text_of_mixed}-{str(bool_of_mixed).lower()}",
)
pulumi.export("intOfNumbers", int_of_numbers)
pulumi.export("numberOfInts", number_of_ints)
pulumi.export("intBesideText", int_beside_text)
pulumi.export("recovered", recovered * 2)
