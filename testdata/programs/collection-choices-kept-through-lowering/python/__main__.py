from typing import Any, cast

import pulumi
import pulumi_random as random

config = pulumi.Config()

# A conditional of a resource's optional map output (or optional list
# output) and an object (or tuple) constructor is the one map (or list) its
# branches convert to, which Go types it as; a branch that is itself a
# conditional is lowered first, and the conditional rebuilt around it keeps
# that type, where inferring it again gave the union of the branches (a
# value of any type, which a choice made under an eventual condition read
# as no map). The class: map and list branches; the outer choice plain or
# eventual; given as a resource's input, a local and an output.

first = config.get_bool("first", default=True)
second = config.get_bool("second", default=False)
m = config.get_object("m", default={"a": "b"})
shuffle = random.RandomShuffle(
    "shuffle", inputs=["a", "b"], keepers={"a.b": "with space"}
)
plain = random.RandomString(
    "plain",
    keepers=(
        (cast(Any, shuffle.keepers) if first else cast(Any, shuffle.keepers))
        if second
        else pulumi.Output.from_input({"a.b": "x.y"})
    ),
    length=3,
)
eventual = random.RandomString(
    "eventual",
    keepers=cast(
        Any,
        pulumi.Output.all(
            secret=pulumi.Output.unsecret(pulumi.Output.secret(first)),
            secret_=pulumi.Output.secret(m),
            value=(
                (shuffle.keepers if first else shuffle.keepers)
                if second
                else pulumi.Output.from_input({"a.b": "x.y"})
            ),
        ).apply(lambda args: args["secret_"] if args["secret"] else args["value"]),
    ),
    length=3,
)
lists = pulumi.Output.all(
    secret=pulumi.Output.unsecret(pulumi.Output.secret(second)),
    value=(
        (shuffle.results if second else shuffle.inputs)
        if first
        else pulumi.Output.from_input(["x", "y"])
    ),
).apply(lambda args: ["z"] if args["secret"] else args["value"])
pulumi.export("plainKeepers", plain.keepers)
pulumi.export("eventualKeepers", eventual.keepers)
pulumi.export("lists", lists)
