from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# An optional output whose value is null (a property of an object input the
# program left out, which the provider echoes) given where a value is
# required (a map's element, a list's element, a property an object
# requires) leaves that place unset, as a null config does; the outputs
# that have values give them there, and in a string template.
unset_target = config.get_float("unsetTarget")
image = aws.ec2.Ami(
    "image",
    name="image",
    ebs_block_devices=[{"deviceName": "/dev/xvda", "encrypted": True, "volumeSize": 8}],
)

# A resource's required input given an optional output that has a value.
sized = random.RandomString("sized", length=image.ebs_block_devices[0].volume_size)
unset_policy = aws.autoscaling.Policy(
    "unsetPolicy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": unset_target},
)
set_policy = aws.autoscaling.Policy(
    "setPolicy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 0.5, "disable_scale_in": True},
)
group = aws.ec2.SecurityGroup(
    "group",
    name=pulumi.Output.concat(
        "encrypted-",
        image.ebs_block_devices.apply(
            lambda ebs_block_devices: (
                "true" if ebs_block_devices[0].encrypted else "false"
            )
        ),
    ),
    tags=cast(
        Any,
        {
            "Snapshot": image.ebs_block_devices[0].snapshot_id,
            "Device": image.ebs_block_devices[0].device_name,
        },
    ),
    ingress=[
        {
            "protocol": image.ebs_block_devices[0].snapshot_id,
            "from_port": image.ebs_block_devices[0].volume_size,
            "to_port": image.ebs_block_devices[0].iops,
            "cidr_blocks": [
                "10.0.0.0/8",
                image.ebs_block_devices[0].snapshot_id,
                image.ebs_block_devices[0].device_name,
            ],
        }
    ],
)
bucket = aws.s3.Bucket(
    "bucket",
    lifecycle_rules=[
        {"enabled": unset_policy.target_tracking_configuration.disable_scale_in},
        {"enabled": set_policy.target_tracking_configuration.disable_scale_in},
        {"enabled": image.ebs_block_devices[0].encrypted},
    ],
)
