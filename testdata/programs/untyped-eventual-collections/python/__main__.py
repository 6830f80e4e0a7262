from typing import Any

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from pair import Pair


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


# Collections whose type says nothing of their elements, computed from
# outputs: a conditional of empty lists given where a list of objects is
# expected (and a conditional of empty objects where a map of strings is),
# and a component's tuple output held in a local tuple.
pet = random.RandomPet("pet", length=2)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=pet.length.apply(lambda length: [] if length > 3 else []),
    tags=pet.length.apply(lambda length: {} if length > 3 else {}),
)
ami = aws.ec2.get_ami_output(
    filters=pet.length.apply(lambda length: [] if length > 3 else []), owners=["self"]
)
pair = Pair("pair", {})
held = [pair.numbers, [1.5], pulumi.Output.secret(pulumi.Output.all(pet.length))]
pulumi.export(
    "ingress",
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
pulumi.export("held", held)
pulumi.export("amiId", ami.id)
