from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet", keepers={"a": "b"})
eventual_choice = random.RandomPet(
    "eventualChoice",
    keepers=cast(
        Any,
        pulumi.Output.all(
            pet_id=pet.id, value=pet.keepers if flag else pulumi.Output.from_input({})
        ).apply(
            lambda args: (
                args["value"]
                if args["pet_id"] == "x"
                else {"Key": args["pet_id"], "for": "f"}
            )
        ),
    ),
)
plain_choice = random.RandomPet(
    "plainChoice", keepers={"a": "1"} if flag else {"b": "2"} if not flag else {}
)
objects = {"a": "x"} if flag else {"b": pet.id}
local_choice = random.RandomPet("localChoice", keepers=objects)
bucket = aws.s3.Bucket(
    "bucket",
    tags=cast(
        Any,
        pulumi.Output.all(
            pet_id=pet.id,
            value=(
                cast(Any, pulumi.Output.from_input({"Team": pet.id}))
                if flag
                else pet.keepers
            ),
        ).apply(lambda args: {"Name": "n"} if args["pet_id"] == "y" else args["value"]),
    ),
)
pulumi.export(
    "keepers",
    [eventual_choice.keepers, plain_choice.keepers, local_choice.keepers, bucket.tags],
)
