import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Fuzz seed 10574: a list of one schema object type (a security group's
# egress rules, an output) given where a list of another of the same shape
# is taken (ingress rules), whole, through a loop, through a conditional
# and secret.
flag = config.get_bool("flag", default=True)
first = aws.ec2.SecurityGroup(
    "first",
    egress=[
        {"from_port": 1, "to_port": 2, "protocol": "tcp", "cidr_blocks": ["10.0.0.0/8"]}
    ],
    ingress=[
        {"from_port": 443, "to_port": 443, "protocol": "tcp", "description": "https"}
    ],
)
whole = aws.ec2.SecurityGroup(
    "whole", ingress=first.egress, egress=pulumi.Output.secret(first.ingress)
)
looped = aws.ec2.SecurityGroup(
    "looped",
    ingress=[first.egress[0]],
    egress=first.ingress.apply(
        lambda ingress: [rule for rule in ingress if rule.from_port > 0]
    ),
)
chosen = aws.ec2.SecurityGroup(
    "chosen", ingress=first.egress if flag else first.ingress
)
