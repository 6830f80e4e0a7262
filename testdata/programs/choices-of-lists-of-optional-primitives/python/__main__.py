import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=True)
opts = config.get_object("opts", default={"n": 1.5})
pol = aws.autoscaling.Policy(
    "pol",
    autoscaling_group_name="g",
    target_tracking_configuration={"target_value": 2.5},
)
ints = []
for index in range(2):
    ints.append(random.RandomInteger(f"ints-{index}", min=1, max=10))
pulumi.export(
    "eventualNumbers",
    [
        pulumi.Output.all(
            ints_max=ints[0].max,
            values=[
                pol.target_tracking_configuration.target_value
                for i in [item.min for item in ints]
                if flag
            ],
            values_=[item.min for item in ints],
        ).apply(
            lambda args: args["values"] if args["ints_max"] > 3 else args["values_"]
        )
    ],
)
pulumi.export("plainNumbers", [opts.get("n"), 2.5] if flag else [1, 2])
pulumi.export("plainStrings", ["true"] if not flag else [opts.get("s"), "x"])
pulumi.export("plainMaps", {"a": opts.get("b"), "c": True} if flag else {"b": 3})
pulumi.export(
    "eventualMaps",
    pulumi.Output.all(ints_max=ints[0].max, ints_min=ints[1].min).apply(
        lambda args: (
            {"a": opts.get("n")} if args["ints_max"] > 3 else {"b": args["ints_min"]}
        )
    ),
)
