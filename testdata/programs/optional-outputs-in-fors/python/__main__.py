from typing import Any, Optional, cast

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


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# Optional outputs (properties a resource may leave unset, singleOrNone of
# outputs) inside the values of for expressions given as resource and invoke
# inputs that take values that are not optional: TypeScript's
# Output<string | undefined> is no Input<string>, so each is asserted to be
# present, as in a list or object constructor (fuzz seed 9896).

source = aws.ec2.Ami("source", name="source", kernel_id="aki-1")
passwords = []
for index in range(1):
    passwords.append(
        random.RandomPassword(
            f"passwords-{index}", length=8, override_special=f"p{index}"
        )
    )
devices = aws.ec2.Ami(
    "devices",
    name="devices",
    ebs_block_devices=[
        {
            "deviceName": f"/dev/sd{n}",
            "outpostArn": cast(Any, source.kernel_id),
            "snapshotId": cast(
                Any,
                cast(
                    "pulumi.Output[list[Optional[str]]]",
                    pulumi.Output.from_input(
                        [item.override_special for item in passwords]
                    ),
                ).apply(lambda values: _single_or_none(values)),
            ),
            "volumeType": (
                cast(Any, source.ramdisk_id)
                if i == 0
                else pulumi.Output.from_input("gp3")
            ),
        }
        for i, n in enumerate(["a", "b"])
    ],
    ephemeral_block_devices=(
        [
            {"deviceName": n, "virtualName": cast(Any, source.kernel_id)}
            for n in ["c", "d"]
        ]
        if len(passwords) > 0
        else []
    ),
    tags={k: cast(Any, source.kernel_id) for k in {"a": 1, "b": 2}},
)

# Only optional properties take the optional outputs here: each value is
# given as an input, and a local holding them is asserted as a whole.
arns = [
    {
        "deviceName": n,
        "outpostArn": cast(
            "pulumi.Output[list[Optional[str]]]",
            pulumi.Output.from_input([item.override_special for item in passwords]),
        ).apply(lambda values: _single_or_none(values)),
    }
    for n in ["e", "f"]
]
optionals = aws.ec2.Ami(
    "optionals",
    name="optionals",
    ebs_block_devices=[
        {
            "deviceName": n,
            "outpostArn": cast(
                Any,
                cast(
                    "pulumi.Output[list[Optional[str]]]",
                    pulumi.Output.from_input(
                        [item.override_special for item in passwords]
                    ),
                ).apply(lambda values: _single_or_none(values)),
            ),
        }
        for n in ["g"]
    ],
    tags=_from_entries(
        [
            (
                k,
                cast(
                    Any,
                    cast(
                        "pulumi.Output[list[Optional[str]]]",
                        pulumi.Output.from_input(
                            [item.override_special for item in passwords]
                        ),
                    ).apply(lambda values: _single_or_none(values)),
                ),
            )
            for k in ["h"]
        ]
    ),
)
from_local = aws.ec2.Ami(
    "fromLocal", name="fromLocal", ebs_block_devices=cast(Any, arns)
)
groups = aws.ec2.SecurityGroup(
    "groups",
    ingress=[
        {
            "from_port": p,
            "to_port": p,
            "protocol": "tcp",
            "cidr_blocks": [cast(Any, source.kernel_id) for c in ["x", "y"]],
            "description": cast(
                Any,
                cast(
                    "pulumi.Output[list[Optional[str]]]",
                    pulumi.Output.from_input(
                        [item.override_special for item in passwords]
                    ),
                ).apply(lambda values: _single_or_none(values)),
            ),
        }
        for p in [80, 443]
    ],
)
image = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(*[cast(Any, source.kernel_id) for o in ["self"]]),
    filters=[{"name": f, "values": [source.kernel_id]} for f in ["name"]],
)
pulumi.export(
    "devices",
    devices.ebs_block_devices.apply(
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
    "ephemeral",
    devices.ephemeral_block_devices.apply(
        lambda value: _pcl_value(
            value,
            [
                {
                    "device_name": ("deviceName", None),
                    "virtual_name": ("virtualName", None),
                }
            ],
        )
    ),
)
pulumi.export("tags", devices.tags)
pulumi.export(
    "optionals",
    pulumi.Output.from_input(
        [optionals.ebs_block_devices, optionals.tags, from_local.ebs_block_devices]
    ).apply(
        lambda value: _pcl_value(
            value,
            (
                "tuple",
                [
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
                    None,
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
                ],
            ),
        )
    ),
)
pulumi.export(
    "ingress",
    groups.ingress.apply(
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
pulumi.export("owners", image.owners)
