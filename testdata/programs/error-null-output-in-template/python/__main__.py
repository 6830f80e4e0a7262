import pulumi
import pulumi_aws as aws


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


# An optional output whose value is null (a property of an object input the
# program left out, which the provider echoes) cannot be included in a
# string template: the run fails there, it does not print an empty string.
image = aws.ec2.Ami(
    "image", name="image", ebs_block_devices=[{"deviceName": "/dev/xvda"}]
)
group = aws.ec2.SecurityGroup(
    "group",
    name=pulumi.Output.concat(
        "snapshot-", image.ebs_block_devices[0].snapshot_id.apply(_not_null)
    ),
)
