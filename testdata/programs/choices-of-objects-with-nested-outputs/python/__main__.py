import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=False)
pol = aws.autoscaling.Policy(
    "pol",
    autoscaling_group_name="g",
    target_tracking_configuration={"target_value": 0.1},
)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
plain_inner = {"tango": 1.5}
nested_choice = (
    {
        "foxtrot": (
            {"tango": pulumi.Output.from_input(-2.75)}
            if flag
            else {"tango": pulumi.Output.from_input(1000.0)}
        ),
        "quebec": {"yankee": shuffle.result_count},
        "sierra": pol.policy_type,
    }
    if flag
    else {
        "foxtrot": {"tango": pol.target_tracking_configuration.target_value},
        "quebec": {"kilo": pol.policy_type, "yankee": pulumi.Output.from_input(None)},
        "sierra": pulumi.Output.from_input("s"),
    }
)
nested_object = (
    {
        "inner": {"tango": pulumi.Output.from_input(2)},
        "deep": {"more": {"n": pulumi.Output.from_input(3)}},
        "label": pol.policy_type,
    }
    if not flag
    else {
        "inner": {"tango": shuffle.result_count},
        "deep": {"more": {"n": shuffle.result_count}},
    }
)
nested_reference = (
    {"inner": plain_inner, "label": pol.policy_type}
    if flag
    else {"inner": {"tango": pol.target_tracking_configuration.target_value}}
)
pulumi.export("nestedChoice", nested_choice)
pulumi.export("nestedObject", nested_object)
pulumi.export("nestedReference", nested_reference)
