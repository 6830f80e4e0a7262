import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A conditional whose branches are objects of different attributes has
# their unified type, in every position: TypeScript infers the union of the
# branches' types, which no map input takes, unless told the type.
c = config.get_bool("c", default=False)
local_tags = {"x": "y"} if c else {"a.b": "x"}
secret_tags = aws.ec2.SecurityGroup(
    "secretTags", tags=pulumi.Output.secret({} if c else {"a.b": "x"})
)
plain_tags = aws.ec2.SecurityGroup("plainTags", tags={} if c else {"a.b": "x"})
unsecret_tags = aws.ec2.SecurityGroup(
    "unsecretTags",
    tags=pulumi.Output.unsecret(
        pulumi.Output.secret({"x": "y"} if c else {"a.b": "x"})
    ),
)
local_tagged = aws.ec2.SecurityGroup("localTagged", tags=local_tags)
listed = aws.ec2.SecurityGroup(
    "listed",
    ingress=pulumi.Output.secret(
        [] if c else [{"protocol": "tcp", "fromPort": 80, "toPort": 80}]
    ),
)
pulumi.export("secretObject", pulumi.Output.secret({} if c else {"a.b": "x"}))
pulumi.export(
    "fromId", plain_tags.id.apply(lambda id_: {} if id_ == "" else {"id": id_})
)
