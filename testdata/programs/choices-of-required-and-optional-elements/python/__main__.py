import pulumi
import pulumi_aws as aws
import pulumi_random as random


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


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


pol = aws.autoscaling.Policy(
    "pol",
    autoscaling_group_name="g",
    target_tracking_configuration={"target_value": 0.1, "disable_scale_in": True},
)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"])
list_values = pulumi.Output.unsecret(
    pulumi.Output.all(
        result_count=shuffle.result_count,
        values=pulumi.Output.all(
            results=shuffle.results,
            target_tracking_configuration=pol.target_tracking_configuration,
        ).apply(
            lambda args: [
                _present(args["target_tracking_configuration"])["target_value"]
                for x in args["results"]
            ]
        ),
    ).apply(
        lambda args: [1000.0, -2.75] if args["result_count"] == 3 else args["values"]
    )
)
map_values = pulumi.Output.all(
    result_count=shuffle.result_count,
    values=pulumi.Output.all(
        results=shuffle.results,
        target_tracking_configuration=pol.target_tracking_configuration,
    ).apply(
        lambda args: _from_entries(
            [
                (x, _present(args["target_tracking_configuration"])["target_value"])
                for x in args["results"]
            ]
        )
    ),
).apply(lambda args: {"a": 1.5} if args["result_count"] == 3 else args["values"])
bool_values = pulumi.Output.all(
    result_count=shuffle.result_count,
    values=pulumi.Output.all(
        results=shuffle.results,
        target_tracking_configuration=pol.target_tracking_configuration,
    ).apply(
        lambda args: [
            _present(args["target_tracking_configuration"]).get("disable_scale_in")
            for x in args["results"]
        ]
    ),
).apply(lambda args: args["values"] if args["result_count"] != 3 else [False])
pulumi.export("values", [list_values, map_values, bool_values])
