import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A conditional between schema objects, one of them an output (a secret),
# given as an element of a list input: each branch is the element's input.

open_ = config.get_bool("open", default=False)
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        (
            pulumi.Output.from_input(
                {
                    "fromPort": port,
                    "toPort": port,
                    "protocol": "tcp",
                    "cidrBlocks": ["0.0.0.0/0"],
                }
            )
            if open_
            else pulumi.Output.secret(
                {
                    "fromPort": port,
                    "toPort": port,
                    "protocol": "tcp",
                    "cidrBlocks": ["10.0.0.0/8"],
                }
            )
        )
        for port in [22, 443]
    ],
)
