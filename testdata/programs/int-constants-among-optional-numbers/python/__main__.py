import math
from typing import Any, cast

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
flag = config.get_bool("flag", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
pet = random.RandomPet(
    "pet",
    length=cast(
        Any,
        pulumi.Output.all(
            result_count=shuffle.result_count, shuffle=shuffle.result_count
        ).apply(
            lambda args: [
                (
                    int(math.fmod(_operand(args["result_count"]), 4))
                    if args["result_count"] == 3
                    else args["shuffle"] if args["result_count"] == 2 else 2147483648
                )
            ][0]
        ),
    ),
)
nested = [
    shuffle.result_count.apply(
        lambda result_count: (
            int(math.fmod(_operand(result_count), 4))
            if result_count == 3
            else result_count if result_count == 2 else 2147483648
        )
    )
]
plain_condition = (
    shuffle.result_count.apply(lambda result_count: _operand(result_count) / 2)
    if flag
    else (shuffle.result_count if flag else pulumi.Output.from_input(7))
)
in_object = {
    "n": (
        pulumi.Output.from_input(0.5)
        if flag
        else (shuffle.result_count if not flag else pulumi.Output.from_input(3))
    )
}
pulumi.export("length", pet.length)
pulumi.export("nested", nested)
pulumi.export("plainCondition", plain_condition)
pulumi.export("inObject", in_object["n"])
