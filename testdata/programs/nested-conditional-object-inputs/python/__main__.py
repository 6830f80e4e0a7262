from typing import Any

import pulumi
import pulumi_aws as aws
import pulumi_random as random


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

# Conditionals of conditionals of objects holding outputs, given to an
# optional input of a schema's object type (a Ptr input in Go).
flag = config.get_bool("flag", default=True)
id_ = random.RandomInteger("id", min=1, max=9)
scaling = aws.autoscaling.Policy(
    "scaling",
    autoscaling_group_name="group",
    target_tracking_configuration=(
        ({"target_value": 1} if not flag else {"target_value": id_.result})
        if flag
        else {
            "disable_scale_in": True,
            "target_value": id_.result.apply(lambda result: result + 1),
        }
    ),
)
chosen = aws.autoscaling.Policy(
    "chosen",
    autoscaling_group_name="other",
    target_tracking_configuration=(
        None
        if not flag
        else (
            {
                "target_value": id_.result,
                "disable_scale_in": id_.result.apply(lambda result: result > 4),
            }
            if flag
            else {"target_value": 2}
        )
    ),
)
pulumi.export(
    "scaling",
    scaling.target_tracking_configuration.apply(
        lambda value: _pcl_value(
            value,
            {
                "disable_scale_in": ("disableScaleIn", None),
                "target_value": ("targetValue", None),
            },
        )
    ),
)
pulumi.export(
    "chosen",
    chosen.target_tracking_configuration.apply(
        lambda value: _pcl_value(
            value,
            {
                "disable_scale_in": ("disableScaleIn", None),
                "target_value": ("targetValue", None),
            },
        )
    ),
)
