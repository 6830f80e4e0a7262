import pulumi
import pulumi_aws as aws


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# Objects of a list given to a schema's list input, narrowed for it (an
# optional output where the schema takes a value), whose fields read an
# invoke's results: TypeScript awaits the invoke, so the cast's type holds
# their values, not promises (fuzz seed 9798).
ami = aws.ec2.get_ami(owners=["amazon"], most_recent=True)
first = aws.ec2.SecurityGroup(
    "first",
    egress=[
        {"cidr_blocks": ["10.0.0.0/8"], "from_port": 1, "protocol": "tcp", "to_port": 2}
    ],
)
group = aws.ec2.SecurityGroup(
    "group",
    egress=[
        {
            "cidr_blocks": first.egress[0].cidr_blocks,
            "description": ami.name,
            "from_port": i,
            "prefix_list_ids": _single_or_none([]),
            "protocol": ami.architecture,
            "self": i > 0,
            "to_port": i + 1,
        }
        for i in list(range(2))
    ],
)
other = aws.ec2.SecurityGroup(
    "other",
    ingress=[
        {
            "description": f"{ami.name}-{i}",
            "from_port": i,
            "protocol": ami.architecture,
            "security_groups": None,
            "to_port": i,
        }
        for i in list(range(2))
        if i < 5
    ],
)
pulumi.export(
    "descriptions",
    group.egress.apply(lambda egress: [item.description for item in egress]),
)
