from typing import Any, cast

import pulumi
import pulumi_aws as aws

# Collections that hold the schema object outputs of resources, resolved
# whole: Python's pulumi.Output.from_input rebuilds the objects they hold
# as plain dicts, whose properties are read as keys.
group = aws.ec2.SecurityGroup(
    "group",
    ingress=[
        {"from_port": 80, "to_port": 81, "protocol": "tcp"},
        {"from_port": 443, "to_port": 444, "protocol": "tcp"},
    ],
)
rules = [group.ingress[0], group.ingress[1]]
by_name = {"first": group.ingress[0], "port": 22}
pulumi.export("ports", [r.from_port for r in rules])
pulumi.export(
    "second",
    cast("pulumi.Output[Any]", pulumi.Output.from_input(rules)).apply(
        lambda rules: rules[1]["to_port"]
    ),
)
pulumi.export(
    "described",
    pulumi.Output.concat(
        cast("pulumi.Output[Any]", pulumi.Output.from_input(rules)).apply(
            lambda rules: rules[0]["protocol"]
        ),
        "-",
        group.name,
    ),
)
pulumi.export("byName", [by_name["first"].from_port, by_name["port"]])
