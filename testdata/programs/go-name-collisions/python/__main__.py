import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Names that collide with Go keywords, predeclared identifiers and the
# packages a Go program imports.

string = config.get("string", default="type")
range_ = config.get_int("range", default=2)
fmt = f"100% {string}"
pulumi_ = aws.ec2.SecurityGroup("pulumi", description=fmt)
ec2 = aws.ec2.SecurityGroup(
    "ec2",
    description="depends on pulumi",
    tags={"kind": "nil", "func-key": pulumi_.name},
    opts=pulumi.ResourceOptions(depends_on=[pulumi_]),
)
map_ = []
for index in range(range_):
    map_.append(aws.ec2.SecurityGroup(f"map-{index}", name=f"map-{index}"))
pulumi.export("len", len(map_))
pulumi.export("func", ec2.arn)
