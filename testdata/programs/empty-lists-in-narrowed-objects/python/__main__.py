import pulumi
import pulumi_aws as aws

config = pulumi.Config()
items = config.get_object("items", default=["web", "db"])
group = []
for index, value in enumerate(items):
    group.append(
        aws.ec2.SecurityGroup(
            f"group-{index}",
            ingress=pulumi.Output.unsecret(
                pulumi.Output.secret(
                    [
                        {
                            "cidrBlocks": [],
                            "fromPort": 16,
                            "ipv6CidrBlocks": [],
                            "protocol": "tcp",
                            "self": False,
                            "toPort": 4,
                        },
                        {
                            "description": value,
                            "fromPort": 9,
                            "ipv6CidrBlocks": [],
                            "protocol": value,
                            "self": True,
                            "toPort": index,
                        },
                        {
                            "cidrBlocks": [],
                            "fromPort": index,
                            "prefixListIds": [],
                            "protocol": "",
                            "securityGroups": [],
                            "toPort": index,
                        },
                    ]
                )
            ),
        )
    )
