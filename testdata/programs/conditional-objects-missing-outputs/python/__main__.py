import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=False)
tag = config.get("tag", default="tagged")
pet = random.RandomPet("pet")
server = aws.ec2.Instance(
    "server",
    ami="ami-1",
    instance_type="t2.micro",
    root_block_device=(
        {"volume_type": pet.id, "kms_key_id": tag, "device_name": tag}
        if flag
        else {"volume_type": None, "iops": None, "kms_key_id": pet.id, "volume_id": tag}
    ),
)
