from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


config = pulumi.Config()

# A for expression over no element whose filter reads a secret: PCL's
# value is not secret, since the filter is never evaluated, but a program
# that resolves the secret in one apply around the loop marks it secret,
# and what reads it, a null property among others, may be secret too.
threshold = config.require_secret_float("threshold")
group = aws.ec2.SecurityGroup(
    "group",
    ingress=threshold.apply(
        lambda threshold: [
            {"fromPort": 11, "protocol": "tcp", "toPort": 2}
            for _, x in sorted({}.items())
            if threshold > 1
        ]
    ),
)
bucket = aws.s3.Bucket(
    "bucket",
    lifecycle_rules=[
        {
            "enabled": True,
            "id": cast(
                Any,
                group.ingress.apply(
                    lambda ingress: _single_or_none([item.protocol for item in ingress])
                ),
            ),
        }
    ],
)
pulumi.export(
    "protocols",
    group.ingress.apply(lambda ingress: [item.protocol for item in ingress]),
)
