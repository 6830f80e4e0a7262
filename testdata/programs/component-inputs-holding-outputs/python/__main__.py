from typing import Any

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from comp import Comp


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


# A component's inputs given values that hold outputs inside them, as a
# resource's inputs may be: a map of tags one of which is a resource's id
# (what converters make of a Terraform module's arguments), a list, an
# object, a list of objects, an object holding an object of a schema's
# type, and an input with a default. The binder took only an output of the
# whole value; the component reads each as an output of the plain value.
pet = random.RandomPet("pet", length=2)
image = aws.ec2.Ami(
    "image",
    name="image",
    ephemeral_block_devices=[{"deviceName": "/dev/sdb", "virtualName": "ephemeral0"}],
)
comp = Comp(
    "comp",
    {
        "tags": {"Name": pet.id, "Env": "dev"},
        "names": [pet.id, "x", image.name],
        "settings": {"label": pet.id, "size": 3},
        "rules": [
            {"port": i * 80, "name": pulumi.Output.concat(pet.id, "-", str(i))}
            for i in [1, 2]
        ],
        "device": pulumi.Output.from_input(
            {"spec": image.ephemeral_block_devices[0], "owner": pet.id}
        ).apply(
            lambda value: _pcl_value(
                value,
                {
                    "owner": ("owner", None),
                    "spec": (
                        "spec",
                        {
                            "device_name": ("deviceName", None),
                            "virtual_name": ("virtualName", None),
                        },
                    ),
                },
            )
        ),
        "nested": {"first": [pet.id]},
        "prefix": pet.id,
    },
)
pulumi.export("summary", comp.summary)
pulumi.export("ruleNames", comp.rule_names)
