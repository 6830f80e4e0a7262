import pulumi
import pulumi_aws as aws
import pulumi_random as random

# An invoke in a local is made whether or not a value that reads it is
# computed: the length of a list of the invoke's fields needs none of
# them, nor does a constant index of a list the other elements.
owner = random.RandomString("owner", length=8)
image = aws.ec2.get_ami_output(owners=pulumi.Output.all(owner.result))
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t"
    + str(
        len(
            [
                pulumi.Output.all(image=image, result=owner.result).apply(
                    lambda args: args["image"].id != args["result"]
                ),
                True,
            ]
        )
    )
    + ".micro",
)
other = aws.ec2.get_ami_output(owners=pulumi.Output.all(owner.id))
pulumi.export("picked", [other.name, "plain"][1])
