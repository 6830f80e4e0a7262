import math

import pulumi
import pulumi_random as random


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


# Dividing by zero is an error: the run fails there. The divisor is computed
# from a resource's output (the pet's length less 2, which is 0), so the
# division happens when the output is known; the remainder by it would fail
# the same way.
pet = random.RandomPet("pet", length=2)
divisor = pet.length.apply(lambda length: length - 2)
name = random.RandomString(
    "name", length=divisor.apply(lambda divisor: _to_int(16 / divisor))
)
pulumi.export("remainder", divisor.apply(lambda divisor: int(math.fmod(16, divisor))))
