from typing import Any, cast

import pulumi
import pulumi_random as random


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# A value of any type (singleOrNone of a list whose elements have no known
# type, here a list of lists) given to a list or a map input converts to
# that input's type, plain or an output (a secret), and a null leaves the
# input unset.
from_plain = random.RandomShuffle("fromPlain", inputs=_single_or_none([["a", "b"]]))
from_secret = random.RandomShuffle(
    "fromSecret",
    inputs=cast(
        Any,
        pulumi.Output.secret([["c", "d"]]).apply(
            lambda secret: _single_or_none(secret)
        ),
    ),
    keepers=cast(
        Any,
        pulumi.Output.secret([{"k": "v"}]).apply(
            lambda secret: _single_or_none(secret)
        ),
    ),
)
from_empty_secret = random.RandomShuffle(
    "fromEmptySecret",
    inputs=["e"],
    keepers=cast(
        Any, pulumi.Output.secret([]).apply(lambda secret: _single_or_none(secret))
    ),
)
pulumi.export("plainInputs", from_plain.inputs)
pulumi.export("secretInputs", from_secret.inputs)
pulumi.export("keepers", [from_secret.keepers, from_empty_secret.keepers])
