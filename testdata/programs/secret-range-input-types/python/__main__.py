import math
from typing import Optional, cast

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

# Resources created in an apply on a range that may be secret take the
# range's secrecy on the inputs that read range.key or range.value; Go
# prints such an input as its value alone, so its Go type is the value's:
# arithmetic on optional ints is an int in Go, wherever the binder types it
# as a number.
word = config.get_secret("word", default="x")
shuffle = random.RandomShuffle("shuffle", inputs=[word, "b"], result_count=2)
pets = pulumi.Output.unsecret(
    pulumi.Output.all(*[shuffle.result_count for i in [1, 2]])
).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets-{index}",
            length=cast(
                "pulumi.Output[list[Optional[int]]]",
                pulumi.Output.from_input([shuffle.result_count for i in [1, 2]]),
            ).apply(lambda values, value=value: int(math.fmod(_operand(value), 3)) + 1),
            separator=cast(
                "pulumi.Output[list[Optional[int]]]",
                pulumi.Output.from_input([shuffle.result_count for i in [1, 2]]),
            ).apply(lambda values, value=value: str(_operand(value) * 2)),
        )
        for index, value in enumerate(resolved)
    ]
)
ids = pulumi.Output.unsecret(
    pulumi.Output.all(results=shuffle.results, result_count=shuffle.result_count).apply(
        lambda args: [args["result_count"] for s in args["results"]]
    )
).apply(
    lambda resolved: [
        random.RandomId(
            f"ids-{index}",
            byte_length=pulumi.Output.all(
                results=shuffle.results, result_count=shuffle.result_count
            )
            .apply(lambda args: [args["result_count"] for s in args["results"]])
            .apply(lambda values, value=value: _operand(value) - 1),
            prefix=pulumi.Output.all(
                results=shuffle.results, result_count=shuffle.result_count
            )
            .apply(lambda args: [args["result_count"] for s in args["results"]])
            .apply(lambda values, index=index: "first" if index == 0 else "other"),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "petIds", pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets]))
)
