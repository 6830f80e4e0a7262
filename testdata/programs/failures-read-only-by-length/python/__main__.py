import base64

import pulumi
import pulumi_aws as aws
import pulumi_random as random

# A local whose value fails fails the program whether or not a value that
# reads it is computed: the length of a list of outputs needs none of
# them, so the program awaits the list itself.
owner = random.RandomString("owner", length=8)
image = aws.ec2.get_ami_output(owners=pulumi.Output.all(owner.result))
names = [
    image.name,
    image.apply(lambda image: base64.b64decode(image.image_id).decode()),
]
pulumi.export("count", len(names))
