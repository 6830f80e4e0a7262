import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A secret object whose attributes are all strings is a map of strings to
# the Go code (a pulumi.StringMapOutput); given where a schema object goes,
# it sets only the properties the object has, whatever their types.
kms = config.get("kms", default="key-1")
server = aws.ec2.Instance(
    "server",
    ami="ami-1",
    instance_type="t2.micro",
    root_block_device=pulumi.Output.secret({"kmsKeyId": kms, "volumeType": "gp3"}),
)
devices = [{"deviceName": "/dev/sdb", "snapshotId": "snap-1"}]
image = aws.ec2.Ami(
    "image", name="image", ebs_block_devices=pulumi.Output.secret(devices)
)
pulumi.export("volumeType", server.root_block_device.volume_type)
pulumi.export(
    "devices",
    image.ebs_block_devices.apply(
        lambda ebs_block_devices: [item.snapshot_id for item in ebs_block_devices]
    ),
)
