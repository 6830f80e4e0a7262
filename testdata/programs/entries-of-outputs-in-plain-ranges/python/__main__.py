import pulumi
import pulumi_aws as aws

from comp import Comp


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


pol = aws.autoscaling.Policy("pol", autoscaling_group_name="g")
mike = pulumi.Output.unsecret(
    pulumi.Output.all(
        arn=pol.arn,
        values=[
            pulumi.Output.from_input(v)
            for v in [
                {"key": key, "value": value} for key, value in enumerate([pol.arn, "x"])
            ]
        ],
    ).apply(
        lambda args: _from_entries(
            [
                ("k" + str(args["values"][k]["key"]), len(args["values"][k]))
                for k in range(
                    len(
                        [
                            {"key": key, "value": value}
                            for key, value in enumerate([args["arn"], "x"])
                        ]
                    )
                )
                if args["values"][k]["key"] > 0
            ]
        )
    )
).apply(
    lambda resolved: {
        key: aws.s3.Bucket(f"mike-{key}") for key, value in resolved.items()
    }
)
tim = []
for index in range(
    len(
        [
            v["key"]
            for v in [
                {"key": key, "value": value}
                for key, value in sorted({"a": pol.arn, "b": {"c": pol.arn}}.items())
            ]
        ]
    )
):
    tim.append(aws.s3.Bucket(f"tim-{index}"))
cc = []
for index, value in enumerate(
    [
        e["key"]
        for e in [
            {"key": key, "value": value}
            for key, value in sorted({"a": pol.arn}.items())
        ]
    ]
):
    cc.append(Comp(f"cc-{index}", {}))
