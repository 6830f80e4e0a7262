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

# A choice of an output and a choice of objects holding outputs, given to
# an input of a schema's object type: each object is given as the input,
# its optional properties null or missing.
flag = config.get_bool("flag", default=True)
pet = random.RandomPet("pet")
source = aws.ec2.Instance(
    "source",
    ami="ami-1",
    instance_type="t3.micro",
    root_block_device={"volume_type": "gp3"},
)
server = aws.ec2.Instance(
    "server",
    ami="ami-2",
    instance_type="t3.micro",
    root_block_device=(
        source.root_block_device
        if not flag
        else cast(
            Any,
            pulumi.Output.from_input(
                {"deviceName": pet.id, "kmsKeyId": pet.prefix, "volumeType": None}
                if flag
                else {"volumeType": "gp2"}
            ),
        )
    ),
)
base = aws.ec2.SecurityGroup(
    "base", ingress=[{"from_port": 22, "to_port": 22, "protocol": "tcp"}]
)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        (
            cast(
                Any,
                pulumi.Output.from_input(
                    {
                        "fromPort": 80,
                        "toPort": 80,
                        "protocol": "tcp",
                        "description": pet.prefix,
                    }
                ),
            )
            if flag
            else (
                cast(
                    Any,
                    pulumi.Output.from_input(
                        {
                            "fromPort": 0,
                            "toPort": 0,
                            "protocol": pet.id,
                            "description": None,
                        }
                    ),
                )
                if flag
                else base.ingress[0]
            )
        )
    ],
)
pulumi.export(
    "device",
    server.root_block_device.apply(
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
chosen = aws.ec2.SecurityGroup(
    "chosen",
    ingress=[
        pulumi.Output.all(
            length=pet.length,
            prefix=pet.prefix,
            secret=pulumi.Output.unsecret(
                pulumi.Output.secret(
                    {"fromPort": 1, "toPort": 2, "protocol": "udp"}
                    if flag
                    else {
                        "fromPort": 3,
                        "toPort": 4,
                        "protocol": "icmp",
                        "description": "x",
                    }
                )
            ),
        ).apply(
            lambda args: (
                (
                    {
                        "fromPort": args["length"],
                        "toPort": 80,
                        "protocol": args["prefix"],
                        "description": args["prefix"],
                        "cidrBlocks": None,
                    }
                    if flag
                    else {"fromPort": 1, "toPort": 1, "protocol": "tcp"}
                )
                if _can(lambda: args["length"])
                else args["secret"]
            )
        )
    ],
)
