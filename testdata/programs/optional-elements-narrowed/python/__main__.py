from typing import Any, cast

import pulumi
import pulumi_aws as aws

from comp import Comp


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Issue 12 item 19: a value whose elements are optional, given where a
# value with elements that are not optional is taken, is narrowed as PCL
# converts it: lists and maps of optional strings, nested lists and
# objects, from config and from locals, given to resource inputs, invoke
# arguments and component inputs, with and without a value.
names = config.get_object("names", default=["b", "c"])
tags = config.get_object("tags", default={"a": "x"})
nested = config.get_object("nested", default=[["d"], ["e", "f"]])
rules = config.get_object("rules", default=[{"cidrs": ["10.0.0.0/8"]}])
optional_names = config.get_object("optionalNames")
local_names = names
local_tags = tags
flat = [n for n in names]
first_rule = rules[0]
from_config = aws.ec2.Instance(
    "fromConfig",
    ami="ami-1",
    instance_type="t3.micro",
    security_groups=names,
    tags=tags,
)
from_locals = aws.ec2.Instance(
    "fromLocals",
    ami="ami-2",
    instance_type="t3.micro",
    security_groups=local_names,
    tags=local_tags,
)
from_for = aws.ec2.Instance(
    "fromFor", ami="ami-3", instance_type="t3.micro", security_groups=cast(Any, flat)
)
from_unset = aws.ec2.Instance(
    "fromUnset", ami="ami-5", instance_type="t3.micro", security_groups=optional_names
)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        {
            "protocol": "tcp",
            "from_port": 80,
            "to_port": 80,
            "cidr_blocks": first_rule["cidrs"],
        }
    ],
    egress=[
        {"protocol": "tcp", "from_port": 443, "to_port": 443, "cidr_blocks": r["cidrs"]}
        for r in rules
    ],
)
ami = aws.ec2.get_ami(owners=names)
ami_from_local = aws.ec2.get_ami(owners=local_names)
ami_nested = aws.ec2.get_ami(owners=nested[1])
comp = Comp("comp", {"names": names, "tags": local_tags})
pulumi.export("amis", [ami.image_id, ami_from_local.image_id, ami_nested.image_id])
pulumi.export("joined", comp.joined)
pulumi.export(
    "nested", ",".join(["+".join(map(_join_string, _operand(l_))) for l_ in nested])
)
