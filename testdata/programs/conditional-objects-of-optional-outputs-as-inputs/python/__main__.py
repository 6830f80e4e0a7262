from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


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


config = pulumi.Config()

# Conditionals of object constructors given where a schema's objects are
# taken, one branch holding optional outputs and the other plain values:
# each branch is given as the input it would be alone.
victor = config.get_bool("victor", default=True)
sizes = config.get_secret_object("sizes", default={"a": 3})
ports = config.get_object("ports", default={"web": "tcp", "dns": "udp"})
pet = random.RandomPet("pet", length=2, prefix="p")
image = aws.ec2.Ami(
    "image",
    name="image",
    ebs_block_devices=[
        {"deviceName": "first", "iops": pet.length},
        (
            {
                "deviceName": pet.id,
                "iops": sizes["a"],
                "throughput": pet.length,
                "volumeSize": None,
                "deleteOnTermination": victor,
            }
            if victor
            else {
                "deviceName": "second",
                "throughput": 8,
                "volumeSize": 10,
                "deleteOnTermination": True,
            }
        ),
    ],
)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        (
            {
                "from_port": 13,
                "protocol": cast(Any, pet.prefix),
                "self": True,
                "to_port": pet.length,
                "cidr_blocks": [],
            }
            if victor
            else {
                "description": pet.id,
                "from_port": pet.length,
                "protocol": protocol,
                "self": False,
                "to_port": pet.length,
            }
        )
        for _, protocol in sorted(ports.items())
    ],
)
pulumi.export(
    "devices",
    image.ebs_block_devices.apply(
        lambda value: _pcl_value(
            value,
            [
                {
                    "delete_on_termination": ("deleteOnTermination", None),
                    "device_name": ("deviceName", None),
                    "encrypted": ("encrypted", None),
                    "iops": ("iops", None),
                    "outpost_arn": ("outpostArn", None),
                    "snapshot_id": ("snapshotId", None),
                    "throughput": ("throughput", None),
                    "volume_size": ("volumeSize", None),
                    "volume_type": ("volumeType", None),
                }
            ],
        )
    ),
)
pulumi.export(
    "rules",
    group.ingress.apply(
        lambda value: _pcl_value(
            value,
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
    ),
)
