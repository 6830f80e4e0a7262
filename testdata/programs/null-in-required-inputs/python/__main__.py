from typing import Any, cast

import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A config whose default is null and that is not set is null. Given where a
# value is required (a map's element, a list's element, a property an
# object requires), the null leaves that place unset, as it leaves an
# optional input unset; the configs that are set give their values there.
set_name = config.get("setName")
unset_name = config.get("unsetName")
set_port = config.get_int("setPort")
unset_port = config.get_int("unsetPort")
set_target = config.get_float("setTarget")
unset_target = config.get_float("unsetTarget")
set_enabled = config.get_bool("setEnabled")
unset_enabled = config.get_bool("unsetEnabled")
group = aws.ec2.SecurityGroup(
    "group",
    tags=cast(Any, {"Set": set_name, "Unset": unset_name}),
    ingress=[
        {
            "protocol": unset_name,
            "from_port": unset_port,
            "to_port": set_port,
            "cidr_blocks": cast(Any, ["10.0.0.0/8", unset_name, set_name]),
            "description": unset_name,
        }
    ],
    egress=[{"protocol": set_name, "from_port": set_port, "to_port": unset_port}],
)
unset_policy = aws.autoscaling.Policy(
    "unsetPolicy",
    autoscaling_group_name="group",
    target_tracking_configuration={
        "target_value": unset_target,
        "disable_scale_in": unset_enabled,
    },
)
set_policy = aws.autoscaling.Policy(
    "setPolicy",
    autoscaling_group_name="group",
    target_tracking_configuration={
        "target_value": set_target,
        "disable_scale_in": set_enabled,
    },
)
bucket = aws.s3.Bucket(
    "bucket",
    lifecycle_rules=[
        {"enabled": unset_enabled},
        {"enabled": set_enabled, "prefix": set_name},
    ],
)
