import decimal
import json
from typing import Any

import pulumi
import pulumi_aws as aws

from comp import Comp


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


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


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


# Objects of a schema's types inside tuples whose elements differ (beside
# values that hold none, or of two schema types) and inside objects of no
# schema's type, where values leave the SDK's typed positions: stack
# outputs, toJSON's argument and a component's input. Each is given as PCL
# holds it: keyed by the schema's names, every property there (found
# writing the test of fuzz seed 9896: the shape of a tuple's first object
# was given to a map beside it).
image = aws.ec2.Ami(
    "image",
    name="image",
    ebs_block_devices=[{"deviceName": "/dev/sda", "volumeSize": 8}],
    ephemeral_block_devices=[{"deviceName": "/dev/sdb", "virtualName": "ephemeral0"}],
    tags={"team": "core"},
)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 50, "disable_scale_in": True},
)
pulumi.export(
    "withMap",
    pulumi.Output.from_input([image.ebs_block_devices, image.tags, "text"]).apply(
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
                    None,
                ],
            ),
        )
    ),
)
pulumi.export(
    "twoTypes",
    pulumi.Output.from_input(
        [
            image.ebs_block_devices[0],
            image.ephemeral_block_devices[0],
            policy.target_tracking_configuration,
        ]
    ).apply(
        lambda value: _pcl_value(
            value,
            (
                "tuple",
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
                    },
                    {
                        "device_name": ("deviceName", None),
                        "virtual_name": ("virtualName", None),
                    },
                    {
                        "disable_scale_in": ("disableScaleIn", None),
                        "target_value": ("targetValue", None),
                    },
                ],
            ),
        )
    ),
)
pulumi.export(
    "record",
    pulumi.Output.from_input(
        {
            "devices": image.ebs_block_devices,
            "name": image.name,
            "nested": {"target": policy.target_tracking_configuration},
        }
    ).apply(
        lambda value: _pcl_value(
            value,
            {
                "devices": (
                    "devices",
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
                ),
                "name": ("name", None),
                "nested": (
                    "nested",
                    {
                        "target": (
                            "target",
                            {
                                "disable_scale_in": ("disableScaleIn", None),
                                "target_value": ("targetValue", None),
                            },
                        )
                    },
                ),
            },
        )
    ),
)
pulumi.export(
    "json",
    pulumi.Output.from_input(
        {
            "devices": image.ebs_block_devices,
            "pair": [image.ephemeral_block_devices[0], "x"],
        }
    )
    .apply(
        lambda value: _pcl_value(
            value,
            {
                "devices": (
                    "devices",
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
                ),
                "pair": (
                    "pair",
                    (
                        "tuple",
                        [
                            {
                                "device_name": ("deviceName", None),
                                "virtual_name": ("virtualName", None),
                            },
                            None,
                        ],
                    ),
                ),
            },
        )
    )
    .apply(_to_json),
)
plain = {"first": image.ebs_block_devices[0], "label": "plain"}
pulumi.export(
    "plain",
    pulumi.Output.from_input(plain).apply(
        lambda value: _pcl_value(
            value,
            {
                "first": (
                    "first",
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
                    },
                ),
                "label": ("label", None),
            },
        )
    ),
)
comp = Comp(
    "comp",
    {
        "settings": pulumi.Output.secret(
            {"device": image.ephemeral_block_devices[0], "label": "given"}
        ).apply(
            lambda value: _pcl_value(
                value,
                {
                    "device": (
                        "device",
                        {
                            "device_name": ("deviceName", None),
                            "virtual_name": ("virtualName", None),
                        },
                    ),
                    "label": ("label", None),
                },
            )
        )
    },
)
pulumi.export("fromComponent", comp.summary)
