import pulumi
import pulumi_aws as aws
import pulumi_random as random

from settings import Settings

# Secret values given to inputs of schema types: Go makes the value secret
# as the input's own type (ec2.SecurityGroupEgressArray), whose output is
# an input of that type, where a map's output would not be.
group = aws.ec2.SecurityGroup(
    "group",
    egress=pulumi.Output.secret(
        [{"fromPort": 0, "toPort": 0, "protocol": "-1", "cidrBlocks": ["0.0.0.0/0"]}]
    ),
    tags=pulumi.Output.secret({"Name": "web"}),
)
logs = aws.s3.Bucket("logs", lifecycle_rules=pulumi.Output.secret([{"enabled": True}]))

# Secret values whose own type is not the input's: an empty map or list
# (of nothing) given to a map or list of strings.
empty = aws.s3.Bucket("empty", tags=pulumi.Output.secret({}))
settings = Settings("settings", {"names": pulumi.Output.secret([])})

# A value made secret and then not: the input's type still decides.
unsealed = random.RandomPet(
    "unsealed", keepers=pulumi.Output.unsecret(pulumi.Output.secret({"a": "x"}))
)
