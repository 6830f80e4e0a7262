from typing import Any, cast

import pulumi

from comp import Comp

config = pulumi.Config()

# Ints beside nulls given where optional numbers are taken (a component's
# list(optional(number)) input), plain, secret and in loops: each int is a
# number, each null stays null.
n = config.get_int("n", default=2)
secret_tuple = Comp(
    "secretTuple", {"values": cast(Any, pulumi.Output.secret([None, 1, n]))}
)
plain_tuple = Comp("plainTuple", {"values": [None, 1, 2.5]})
looped = Comp(
    "looped",
    {
        "values": [None if i == 1 else i for i in list(range(3))],
        "byKey": cast(Any, pulumi.Output.secret({"a": None, "b": n})),
    },
)
pulumi.export(
    "all", [secret_tuple.values, plain_tuple.values, looped.values, looped.keyed]
)
