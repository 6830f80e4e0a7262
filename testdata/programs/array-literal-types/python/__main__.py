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


config = pulumi.Config()

# Values built from array literals that TypeScript types as arrays (a
# property of an object local is a string[], an empty one a never[])
# flow where PCL's type is a tuple: conditionals of objects, secrets,
# component-free locals (fuzz seed 10063).
on = config.get_bool("on", default=True)
settings = {"none": [], "names": ["a", "b", "c"], "nested": [["x"], ["y"]]}
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        pulumi.Output.secret(
            {
                "fromPort": 80,
                "toPort": 80,
                "protocol": "tcp",
                "cidrBlocks": settings["names"],
            }
            if on
            else {"fromPort": 0, "toPort": 0, "protocol": "-1", "cidrBlocks": None}
        )
    ],
    egress=[
        pulumi.Output.secret(
            {
                "fromPort": 0,
                "toPort": 0,
                "protocol": "-1",
                "securityGroups": settings["none"],
            }
            if on
            else {"fromPort": 1, "toPort": 1, "protocol": "udp", "securityGroups": None}
        )
    ],
)
chosen = (
    {"lists": settings["nested"], "names": settings["names"]}
    if on
    else {"lists": [["z"]], "names": ["d", "e", "f"]}
)
pulumi.export(
    "rules",
    pulumi.Output.from_input([group.ingress, group.egress]).apply(
        lambda value: _pcl_value(
            value,
            [
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
                ]
            ],
        )
    ),
)
pulumi.export("chosen", chosen)
pulumi.export(
    "secretNames",
    pulumi.Output.secret({"n": settings["names"]} if on else {"n": ["p", "q", "r"]}),
)
