from typing import Any

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


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


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# Objects of a schema's types that reach the program as plain dicts, not
# the SDK's output types: what pulumi.Output.all (an apply of several
# outputs) and pulumi.Output.secret give, and what is computed from it (a
# local, a list a for expression builds, a conditional's value). Their
# properties are read as keys; reads of a resource's outputs stay
# attributes.
image = aws.ec2.Ami(
    "image",
    name="image",
    ebs_block_devices=[{"deviceName": "/dev/sda", "volumeSize": 8}],
    ephemeral_block_devices=[{"deviceName": "/dev/sdb", "virtualName": "ephemeral0"}],
)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 50},
)
count = random.RandomInteger("count", min=1, max=3)

# Applies of several outputs.
pulumi.export(
    "deviceLabels",
    pulumi.Output.all(
        ephemeral_block_devices=image.ephemeral_block_devices, result=count.result
    ).apply(
        lambda args: [
            d["device_name"] + "-" + str(args["result"])
            for d in args["ephemeral_block_devices"]
        ]
    ),
)
pulumi.export(
    "scaledTarget",
    pulumi.Output.all(
        target_tracking_configuration=policy.target_tracking_configuration,
        result=count.result,
    ).apply(
        lambda args: _operand(
            _present(args["target_tracking_configuration"])["target_value"]
        )
        * args["result"]
    ),
)

# secret's value, read on the output and in a loop (a property that may
# be unset with .get).
secret_devices = pulumi.Output.secret(image.ebs_block_devices)
pulumi.export("firstDevice", secret_devices[0]["device_name"])
pulumi.export(
    "snapshots",
    secret_devices.apply(
        lambda secret_devices: [
            "none" if d.get("snapshot_id") is None else d.get("snapshot_id")
            for d in secret_devices
        ]
    ),
)
pulumi.export(
    "firstSize",
    secret_devices.apply(lambda secret_devices: secret_devices[0].get("volume_size")),
)

# A list a for expression builds, and a conditional's value, in applies of
# several outputs.
big_devices = pulumi.Output.all(
    ebs_block_devices=image.ebs_block_devices, result=count.result
).apply(
    lambda args: [
        d
        for d in args["ebs_block_devices"]
        if _operand(d.get("volume_size")) > args["result"]
    ]
)
pulumi.export(
    "bigNames",
    big_devices.apply(
        lambda big_devices: [item["device_name"] for item in big_devices]
    ),
)
chosen = pulumi.Output.all(
    result=count.result, ephemeral_block_devices=image.ephemeral_block_devices
).apply(lambda args: args["ephemeral_block_devices"] if args["result"] > 0 else [])
pulumi.export(
    "chosenNames",
    chosen.apply(lambda chosen: [item["virtual_name"] for item in chosen]),
)

# Where an object of a schema's type and an object literal unify to a
# plain object, read by PCL's names, the SDK's objects become PCL's: a
# conditional's branch, try's alternative.
devices = pulumi.Output.all(
    result=count.result, ephemeral_block_devices=image.ephemeral_block_devices
).apply(
    lambda args: (
        _pcl_value(
            args["ephemeral_block_devices"],
            [
                {
                    "device_name": ("deviceName", None),
                    "virtual_name": ("virtualName", None),
                }
            ],
        )
        if args["result"] > 0
        else [{"deviceName": "none", "virtualName": "none"}]
    )
)
pulumi.export(
    "devices", devices.apply(lambda devices: [item["deviceName"] for item in devices])
)
tried_device = image.ephemeral_block_devices.apply(
    lambda ephemeral_block_devices: _try(
        lambda: _pcl_value(
            ephemeral_block_devices[0],
            {
                "device_name": ("deviceName", None),
                "virtual_name": ("virtualName", None),
            },
        ),
        lambda: {"deviceName": "none", "virtualName": "none"},
    )
)
pulumi.export("triedDevice", tried_device["deviceName"])

# Reads of a resource's outputs.
pulumi.export(
    "plainNames",
    image.ephemeral_block_devices.apply(
        lambda ephemeral_block_devices: [
            item.device_name for item in ephemeral_block_devices
        ]
    ),
)
