from typing import Any

import pulumi
import pulumi_aws as aws


def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }


# Choices, on an output, between a schema object read from a resource (or
# a list of them) and object literals: the choice's value is the objects'
# common structural type, which Go holds as maps, given to a resource of
# another schema type, kept in a local and exported.
base = []
for index in range(2):
    base.append(
        aws.ec2.SecurityGroup(
            f"base-{index}",
            egress=[
                {
                    "from_port": 4,
                    "protocol": "tcp",
                    "to_port": 6,
                    "cidr_blocks": ["10.0.0.0/8"],
                }
            ],
        )
    )
server = aws.ec2.Instance(
    "server", instance_type="t2.micro", root_block_device={"volume_size": 8}
)
derived = aws.ec2.SecurityGroup(
    "derived",
    ingress=pulumi.Output.all(
        name=base[0].name, base=base[0].egress, egress=base[0].egress
    ).apply(
        lambda args: (
            [
                {"fromPort": 1, "protocol": rule["protocol"], "toPort": 2}
                for rule in args["base"]
            ]
            if args["name"] != "x"
            else _pcl_value(
                args["egress"],
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ],
            )
        )
    ),
)
fallback = aws.ec2.SecurityGroup(
    "fallback",
    ingress=pulumi.Output.all(name=base[1].name, egress=base[1].egress).apply(
        lambda args: (
            [{"fromPort": 1, "protocol": "udp", "toPort": 2}]
            if args["name"] == "x"
            else _pcl_value(
                args["egress"],
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ],
            )
        )
    ),
)
rules = pulumi.Output.all(name=base[0].name, egress=base[0].egress).apply(
    lambda args: (
        [{"fromPort": 9, "protocol": "icmp", "toPort": 9}]
        if args["name"] != "x"
        else _pcl_value(
            args["egress"],
            [
                {
                    "cidr_blocks": ("cidrBlocks", None),
                    "description": ("description", None),
                    "from_port": ("fromPort", None),
                    "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                    "prefix_list_ids": ("prefixListIds", None),
                    "protocol": ("protocol", None),
                    "security_groups": ("securityGroups", None),
                    "self": ("self", None),
                    "to_port": ("toPort", None),
                }
            ],
        )
    )
)
device = pulumi.Output.all(
    instance_type=server.instance_type, root_block_device=server.root_block_device
).apply(
    lambda args: (
        {"volumeSize": 20}
        if args["instance_type"] == "t2.micro"
        else _pcl_value(
            args["root_block_device"],
            {
                "delete_on_termination": ("deleteOnTermination", None),
                "device_name": ("deviceName", None),
                "encrypted": ("encrypted", None),
                "iops": ("iops", None),
                "kms_key_id": ("kmsKeyId", None),
                "tags": ("tags", None),
                "throughput": ("throughput", None),
                "volume_id": ("volumeId", None),
                "volume_size": ("volumeSize", None),
                "volume_type": ("volumeType", None),
            },
        )
    )
)
copied = aws.ec2.Instance("copied", instance_type="t2.micro", root_block_device=device)
pulumi.export("rules", rules)
pulumi.export("device", device)
