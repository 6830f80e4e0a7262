import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A loop over a collection holding a secret config (an output in every
# backend, plain to the binder) whose elements read it makes an invoke's
# arguments hold outputs: the invoke is called in its output form. A loop
# reading only the plain parts of its elements leaves it plain.
level = config.get_secret_int("level", default=2)
whole = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        *[
            pulumi.Output.format("a{0}!", pulumi.Output.from_input(v))
            for v in [level, 1]
        ]
    )
)
attribute = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        *[
            pulumi.Output.format("o{0}", pulumi.Output.from_input(e)["a"])
            for e in [{"a": level, "b": 1}]
        ]
    )
)
plain_part = aws.ec2.get_ami(owners=["o" + str(e["b"]) for e in [{"a": level, "b": 1}]])
pulumi.export("whole", whole.id)
pulumi.export("attribute", attribute.owners)
pulumi.export("plainPart", plain_part.id)
