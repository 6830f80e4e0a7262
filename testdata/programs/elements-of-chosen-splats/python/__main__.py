from typing import Any, cast

import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


config = pulumi.Config()

# element() of a conditional whose branches are a plain list and splats of
# resources' outputs: the element of the list the condition picks.
first = config.get_bool("first", default=False)
pets = []
for index in range(2):
    pets.append(random.RandomPet(f"pets-{index}", prefix="p"))
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=[
        cast(
            Any,
            pulumi.Output.all(
                values=[item.prefix for item in pets],
                values_=[item.id for item in pets],
            ).apply(
                lambda args: _element(
                    (
                        ["brace"]
                        if first
                        else args["values"] if first else args["values_"]
                    ),
                    1,
                )
            ),
        )
    ],
)
pulumi.export(
    "picked",
    [
        shuffle.results,
        cast(
            "pulumi.Output[list[str]]",
            pulumi.Output.from_input([item.id for item in pets]),
        ).apply(lambda values: _element(values if first else ["x", "y"], 0)),
    ],
)
