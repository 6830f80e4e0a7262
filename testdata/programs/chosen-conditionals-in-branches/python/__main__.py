from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()
g = config.get_bool("g", default=False)
h = config.get_bool("h", default=True)
pet = random.RandomPet("pet", keepers={"a": "b"})
in_true_branch = aws.s3.Bucket(
    "inTrueBranch",
    tags=(
        (cast(Any, pet.keepers) if h else pulumi.Output.from_input({}))
        if g
        else pulumi.Output.from_input({"null": "z"})
    ),
)
in_false_branch = aws.s3.Bucket(
    "inFalseBranch",
    tags=(
        pulumi.Output.from_input({"null": "z"})
        if h
        else (cast(Any, pet.keepers) if h else pulumi.Output.from_input({}))
    ),
)
in_condition = aws.s3.Bucket(
    "inCondition",
    tags=cast(
        Any,
        pulumi.Output.all(
            value=(
                pet.id.apply(lambda id_: id_ == "")
                if g
                else pulumi.Output.from_input(h)
            ),
            keepers=pet.keepers,
        ).apply(lambda args: {"null": "z"} if args["value"] else args["keepers"]),
    ),
)
in_operand = random.RandomPet(
    "inOperand",
    length=(pet.length if g else pulumi.Output.from_input(1)).apply(
        lambda value: value + 1
    ),
    prefix=pulumi.Output.concat("p", pet.id if h else pulumi.Output.from_input("x")),
)
plain_nested = ("a" if h else "b") if g else "c"
eventual_nested = (
    (pet.keepers if h else pulumi.Output.from_input({}))
    if g
    else pulumi.Output.from_input({"null": "z"})
)
pulumi.export("plainNested", plain_nested)
pulumi.export("eventualNested", eventual_nested)
pulumi.export("lengths", [in_operand.length, in_operand.prefix])
