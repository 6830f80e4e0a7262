from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _not_implemented(message):
    raise NotImplementedError(message)


config = pulumi.Config()

# Conditionals of a plain condition choosing between a collection that
# holds outputs ([pet.id, "x"]) and an output of a collection, given to
# inputs of resources and invokes: each branch is an output of the
# collection, whatever its elements were.
flag = config.get_bool("flag", default=True)
pet = random.RandomPet("pet", length=2)
image = aws.ec2.Ami("image", name="img", tpm_support="v2.0")
shuffled = random.RandomShuffle(
    "shuffled",
    inputs=(
        cast(Any, pulumi.Output.from_input([pet.id, "a"]))
        if flag
        else pet.id.apply(lambda id_: id_.split(","))
    ),
    keepers={"k": "v"} if not flag else {"k": pet.id},
)
found = aws.ec2.get_ami_output(
    owners=(
        cast(Any, pulumi.Output.from_input([image.tpm_support, "self"]))
        if flag
        else image.name.apply(lambda name: name.split(","))
    )
)
picked = aws.ec2.get_ami_output(
    owners=(
        cast(Any, pulumi.Output.from_input([image.tpm_support, "self"]))
        if _can(lambda: _not_implemented("nope"))
        else image.image_location.apply(
            lambda image_location: image_location.split(",")
        )
    )
)
pulumi.export("results", [shuffled.results, found.id, picked.id])
