from typing import Any, Optional, cast

import pulumi

from comp import Comp

# Components whose outputs are choices of tuples of different lengths (a
# union without null, which the check for resource-valued outputs once
# recursed into forever), and of a resource or another: read whole, by
# index and by length.
short = Comp("short", {"pick": True})
long = Comp("long", {"pick": False})
pulumi.export("shortValues", short.values)
pulumi.export(
    "longCount",
    cast(
        "pulumi.Output[list[Optional[Any]]]", pulumi.Output.from_input(long.values)
    ).apply(lambda values: len(values)),
)
pulumi.export("longLast", long.values[2])
pulumi.export("petName", long.pet)
