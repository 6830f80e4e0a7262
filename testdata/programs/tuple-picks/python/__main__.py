import math

import pulumi
import pulumi_random as random


def _not_implemented(message):
    raise NotImplementedError(message)


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# A constant index into a tuple that holds outputs picks a plain element
# as a plain value, as the binder types it: compared, added to and given
# as a plain input in every language (TypeScript compared the output
# itself, and Go added to one).
pet = random.RandomPet("pet", length=2)
picked = len([])
indexed = 3
eventual = pulumi.Output.from_input([len([]), pet.length][1])
sized = random.RandomString("sized", length=indexed + picked)
pulumi.export("compared", "above" if picked > -2.75 else "below")
pulumi.export("added", indexed + 1)
pulumi.export("eventual", eventual.apply(lambda eventual: eventual * 2))
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"], result_count=1)
pulumi.export(
    "remainders",
    {
        "first": shuffle.result_count.apply(
            lambda result_count: [int(math.fmod(_operand(result_count), 5))][0]
        )
    },
)
mixed_numbers = [1, _try(lambda: _not_implemented("not here"), lambda: 2147483648)]
pulumi.export("firstNumber", f"{mixed_numbers[0]}!")
