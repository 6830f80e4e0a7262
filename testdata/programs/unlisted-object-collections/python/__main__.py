import decimal
import json
from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


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


# Lists and maps of objects of a schema's type that its schema never lists
# (ec2.InstanceRootBlockDevice, the splat of a ranged instance's root
# device), which the Go SDK has no typed collection of: looped over, read
# in applies of one and of many outputs, filtered, secret, indexed, chosen
# by a condition, written by toJSON and exported whole (the class of fuzz
# seed 9684; Go refused them as inputs and outputs).
inst = []
for index in range(2):
    inst.append(
        aws.ec2.Instance(
            f"inst-{index}",
            ami=f"ami-{index}",
            instance_type="t2.micro",
            root_block_device={
                "volume_size": 8 + index,
                "delete_on_termination": index == 0,
            },
        )
    )
devices = [item.root_block_device for item in inst]
by_name = {f"i{i}": x.root_block_device for i, x in enumerate(inst)}
pulumi.export(
    "keys",
    {
        f"k{i}": inst[0].id
        for i in range(len([item.root_block_device for item in inst]))
    },
)
pulumi.export("sizes", [d.volume_size for d in devices])
pulumi.export(
    "sizesWithId",
    [
        pulumi.Output.format("{0}:{1}", inst[0].id, d.volume_size.apply(_not_null))
        for d in devices
    ],
)
pulumi.export("mapSizes", {k: d.volume_size for k, d in by_name.items()})
pulumi.export(
    "filtered",
    pulumi.Output.all(devices=devices, values=[d for d in devices]).apply(
        lambda args: [
            i
            for i in range(len(args["devices"]))
            if args["values"][i].get("delete_on_termination")
        ]
    ),
)
pulumi.export(
    "secretCount",
    pulumi.Output.secret(pulumi.Output.all(*devices)).apply(lambda secret: len(secret)),
)
pulumi.export(
    "first",
    cast("pulumi.Output[list[dict[str, Any]]]", pulumi.Output.from_input(devices))
    .apply(lambda devices: _element(devices, 1))
    .apply(
        lambda value: _pcl_value(
            value,
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
    ),
)
chosen = pulumi.Output.all(inst_id=inst[0].id, devices=devices).apply(
    lambda args: args["devices"] if args["inst_id"] != "" else []
)
pulumi.export(
    "chosenSizes", chosen.apply(lambda chosen: [d.get("volume_size") for d in chosen])
)
pulumi.export("count", len(devices))
pulumi.export(
    "whole",
    pulumi.Output.from_input(devices).apply(
        lambda value: _pcl_value(
            value,
            [
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
                }
            ],
        )
    ),
)
pulumi.export(
    "encoded",
    pulumi.Output.from_input(devices)
    .apply(
        lambda value: _pcl_value(
            value,
            [
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
                }
            ],
        )
    )
    .apply(_to_json),
)
