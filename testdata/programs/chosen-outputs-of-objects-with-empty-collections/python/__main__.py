from typing import Any, cast

import pulumi
import pulumi_random as random

config = pulumi.Config()

# Conditionals of outputs of the same PCL type, objects holding empty
# collections: an apply whose callback returns a conditional of object
# constructors takes PCL's type as its result type, not TypeScript's
# (never[] and {}), so that the branches are Outputs of one type.
pick = config.get_bool("pick", default=False)
num = random.RandomInteger("num", min=1, max=9)
chosen = (
    pulumi.Output.secret({"golf": [], "lima": {}, "zulu": 3})
    if pick
    else num.result.apply(
        lambda result: (
            {"golf": [], "lima": {}, "zulu": 2}
            if 3 == result
            else {"golf": [], "lima": {}, "zulu": result}
        )
    )
)
pulumi.export("zulu", chosen["zulu"])
pulumi.export("golf", chosen.apply(lambda chosen: len(cast(Any, chosen["golf"]))))
