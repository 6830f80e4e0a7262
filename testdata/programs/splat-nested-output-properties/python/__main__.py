import decimal
import json
from typing import cast

import pulumi
import pulumi_aws as aws


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


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


# A splat over resources that reads into an output property (a schema
# object, a list of them) reads the rest of the traversal from the
# output's value.
server = []
for index in range(2):
    server.append(
        aws.ec2.Instance(
            f"server-{index}",
            ami="ami-1",
            instance_type="t2.micro",
            root_block_device={"volume_type": f"gp{index}", "volume_size": index * 4},
        )
    )
group = []
for index in range(2):
    group.append(
        aws.ec2.SecurityGroup(
            f"group-{index}",
            egress=[{"from_port": 3, "protocol": f"proto-{index}", "to_port": 14}],
        )
    )
summary = aws.ec2.SecurityGroup(
    "summary",
    description=cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input([item.egress[0].protocol for item in group]),
    ).apply(lambda values: ",".join(values)),
    tags={
        "sizes": pulumi.Output.from_input(
            [item.root_block_device.volume_size for item in server]
        ).apply(_to_json)
    },
)
pulumi.export("volumeTypes", [item.root_block_device.volume_type for item in server])
pulumi.export("firstProtocols", [item.egress[0].protocol for item in group])
pulumi.export("oneSize", [item.root_block_device.volume_size for item in [server[0]]])
pulumi.export("description", summary.description)
