import pulumi
import pulumi_aws as aws


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


config = pulumi.Config()

# An invoke in a local is made whether or not a resource reads its result:
# here only resources ranged over nothing do, and its arguments are
# outputs (a secret, and a recovered one that resolves later).
owner = config.get_secret("owner", default="self")
count = config.get_int("count", default=0)
image = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(owner),
    name_regex=_recover(
        lambda: pulumi.Output.secret("^web-"),
        lambda error: pulumi.Output.from_input("^any-"),
    ),
)
other = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        _recover(
            lambda: pulumi.Output.secret(owner),
            lambda error: pulumi.Output.from_input("amazon"),
        )
    )
)
servers = []
for index in range(count):
    servers.append(
        aws.ec2.Instance(f"servers-{index}", ami=image.id, instance_type="t2.micro")
    )
maybe = None
if count > 0:
    maybe = aws.ec2.Instance("maybe", ami=other.image_id, instance_type="t2.micro")
