import pulumi
import pulumi_aws as aws


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# A splat over resources ranged over an output reads an attribute that is
# an optional list of objects: a list of optional lists, which the Go SDK
# has no output type of.
buckets = pulumi.Output.unsecret(pulumi.Output.secret([1, 2])).apply(
    lambda resolved: [
        aws.s3.Bucket(
            f"buckets-{index}",
            lifecycle_rules=[
                {
                    "enabled": True,
                    "prefix": pulumi.Output.format(
                        "logs/{0}", pulumi.Output.secret(index)
                    ),
                }
            ],
        )
        for index, value in enumerate(resolved)
    ]
)
instance = aws.ec2.Instance(
    "instance",
    ami="ami-0",
    instance_type="t3.micro",
    vpc_security_group_ids=buckets.apply(
        lambda buckets: pulumi.Output.all(*[item.lifecycle_rules for item in buckets])
    ).apply(lambda values: [f"sg-{len(_operand(rules))}" for rules in values]),
)
pulumi.export(
    "ruleCounts",
    buckets.apply(
        lambda buckets: pulumi.Output.all(*[item.lifecycle_rules for item in buckets])
    ).apply(
        lambda values: [
            0 if rules is None else len(_operand(rules)) for rules in values
        ]
    ),
)
pulumi.export(
    "prefixes",
    buckets.apply(
        lambda buckets: pulumi.Output.all(*[item.lifecycle_rules for item in buckets])
    ).apply(lambda values: [rules[0].get("prefix") for rules in values]),
)
