import math

import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
tuple_of_mixed = [
    shuffle.result_count.apply(lambda result_count: _operand(result_count) * 2),
    "a",
]
object_of_mixed = {
    "doubled": shuffle.result_count.apply(
        lambda result_count: _operand(result_count) + 1
    ),
    "name": "a",
}
map_of_mixed = {
    "k": shuffle.result_count.apply(lambda result_count: _operand(result_count) - 1),
    "n": True,
}
loop_of_mixed = [
    (
        shuffle.result_count.apply(
            lambda result_count, i=i: str(_operand(result_count) * i)
        )
        if i == 1
        else pulumi.Output.from_input("x")
    )
    for i in [1, 2]
]
nested = {
    "inner": [
        shuffle.result_count.apply(
            lambda result_count: int(math.fmod(_operand(result_count), 2))
        ),
        False,
    ]
}
pulumi.export(
    "fromTuple", tuple_of_mixed[0].apply(lambda tuple_of_mixed_: tuple_of_mixed_ + 0.5)
)
pulumi.export("fromObject", object_of_mixed["doubled"])
pulumi.export("fromMap", map_of_mixed["k"])
pulumi.export("fromLoop", loop_of_mixed[0])
pulumi.export("fromNested", nested["inner"][0])
