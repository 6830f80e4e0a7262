from typing import Any, cast

import pulumi_aws as aws
import pulumi_random as random


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# singleOrNone of a list of more than one element is an error, here a list
# of an optional string read from a resource and of plain strings, which
# Go holds as values of different types.
fn = aws.lambda_.Function("fn", role="alpha")
pet = random.RandomPet(
    "pet",
    prefix=cast(
        Any, fn.runtime.apply(lambda runtime: _single_or_none([runtime, "x", "b-2"]))
    ),
)
