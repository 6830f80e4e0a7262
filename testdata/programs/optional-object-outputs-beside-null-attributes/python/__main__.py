import unicodedata
from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


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

# Schema object outputs (one that may be unset), chosen against an object
# literal with attributes that are always null, given to an optional input
# of that object's type.
flag = config.get_bool("flag", default=True)
source = aws.ec2.Instance("source", ami="ami-0", instance_type="t3.micro")
chosen_by_output = aws.ec2.Instance(
    "chosenByOutput",
    ami="ami-1",
    instance_type="t3.micro",
    root_block_device=pulumi.Output.all(
        ami=source.ami, root_block_device=source.root_block_device
    ).apply(
        lambda args: (
            {"volumeSize": 8, "kmsKeyId": None, "tags": None}
            if args["ami"] != ""
            else args["root_block_device"]
        )
    ),
)
chosen_by_config = aws.ec2.Instance(
    "chosenByConfig",
    ami="ami-2",
    instance_type="t3.micro",
    root_block_device=(
        source.root_block_device
        if flag
        else cast(
            Any,
            pulumi.Output.from_input(
                {
                    "volumeType": None,
                    "volumeSize": source.ami.apply(lambda ami: _grapheme_count(ami)),
                }
            ),
        )
    ),
)

# An optional schema object output chosen against an object literal with
# an attribute that is always null.
policy_source = aws.autoscaling.Policy("policySource", autoscaling_group_name="g")
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="g",
    target_tracking_configuration=cast(
        Any,
        pulumi.Output.all(
            name=policy_source.name,
            target_tracking_configuration=policy_source.target_tracking_configuration,
        ).apply(
            lambda args: (
                {"targetValue": 1.5, "disableScaleIn": None}
                if args["name"] != ""
                else _pcl_value(
                    args["target_tracking_configuration"],
                    {
                        "disable_scale_in": ("disableScaleIn", None),
                        "target_value": ("targetValue", None),
                    },
                )
            )
        ),
    ),
)
pulumi.export(
    "sizes",
    [
        chosen_by_output.root_block_device.volume_size,
        chosen_by_config.root_block_device.volume_size,
        policy.target_tracking_configuration.target_value,
    ],
)
