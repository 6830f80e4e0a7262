import base64
from typing import Optional, cast

import pulumi
import pulumi_aws as aws


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Fuzz seed 10610: an element read from a choice between a collection that
# holds outputs and a plain one (a conditional's branches, lookup's element
# and its default) may be plain when the program runs, whatever the choice's
# type says; and a map of outputs resolved by an apply is a dict of plain
# values to pyright.
flag = config.get_bool("flag", default=False)
key = config.get("key", default="a")
fn = aws.lambda_.Function("fn", handler="h", role="r")
obj = aws.s3.BucketObject(
    "obj",
    bucket="b",
    key=pulumi.Output.from_input({"a": fn.handler, "b": "x"}.get(key, "d")).apply(
        lambda lookup: base64.b64encode(_operand(lookup).encode()).decode()
    ),
    content=cast(
        "pulumi.Output[dict[str, Optional[str]]]",
        pulumi.Output.from_input({f"k{v}": fn.handler for v in list(range(2))}),
    ).apply(
        lambda values: base64.b64encode(
            _operand(values.get("x", "d")).encode()
        ).decode()
    ),
    source=pulumi.Output.from_input(
        {f"k{v}": [fn.handler] for v in list(range(2))}.get("x", ["d"])[0]
    ).apply(
        lambda v: pulumi.StringAsset(base64.b64encode(_operand(v).encode()).decode())
    ),
)
pulumi.export(
    "chosen",
    cast(
        "pulumi.Output[str]",
        [fn.handler][0] if flag else pulumi.Output.from_input(["d"][0]),
    ).apply(lambda value: base64.b64encode(_operand(value).encode()).decode()),
)
pulumi.export(
    "chosenAttribute",
    (
        {"name": fn.handler}["name"]
        if flag
        else pulumi.Output.from_input({"name": "plain"}["name"])
    ),
)
pulumi.export(
    "found",
    pulumi.Output.from_input({"x": [fn.handler]}.get(key, ["d"])[0]).apply(
        lambda v: base64.b64encode(_operand(v).encode()).decode()
    ),
)
