from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Choices between a for expression (over an invoke's list) and a
# constructor of objects holding an optional output, given as a list of
# schema objects and as a map: each branch is given element by element,
# the optional output asserted present as it is in a constructor given
# there.
flag = config.get_bool("flag", default=False)
counts = random.RandomShuffle("counts", inputs=["a"], result_count=3)
image = aws.ec2.get_ami(owners=["self"])
rules = aws.ec2.SecurityGroup(
    "rules",
    ingress=(
        [
            {
                "from_port": 14,
                "ipv6_cidr_blocks": [],
                "protocol": w,
                "self": None,
                "to_port": 14,
            }
            for w in _operand(image.owners)
        ]
        if flag
        else [
            {
                "description": None,
                "from_port": 1,
                "ipv6_cidr_blocks": None,
                "protocol": "tcp",
                "self": not flag,
                "prefix_list_ids": image.owners,
                "to_port": cast(Any, counts.result_count),
            },
            {"from_port": 2, "protocol": "udp", "to_port": 3},
        ]
    ),
)
tagged = aws.ec2.SecurityGroup(
    "tagged",
    tags=(
        _from_entries([(k, f"v-{k}") for k in ["a", "b"]])
        if not flag
        else {"fixed": counts.id}
    ),
)
