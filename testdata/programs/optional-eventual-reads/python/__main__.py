import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


# Outputs that may be null, read where PCL requires a value: an optional
# string output in a string template (concatenated, and formatted beside a
# number), and an attribute of an optional object output compared inside an
# apply. A null in either place is an error to PCL, so the generated programs
# fail on it rather than print "None" or read an attribute of nothing; the
# values here are present, and printed as they are.
picker = random.RandomInteger("picker", min=1, max=9, seed="fixed")
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 0.5},
)
pulumi.export(
    "seedText", pulumi.Output.concat("seed-", picker.seed.apply(_not_null), "!")
)
pulumi.export(
    "seedAndResult",
    pulumi.Output.format("{0}/{1}", picker.seed.apply(_not_null), picker.result),
)
pulumi.export(
    "lowTarget",
    policy.target_tracking_configuration.apply(
        lambda target_tracking_configuration: _operand(
            _present(target_tracking_configuration).target_value
        )
        <= 2
    ),
)
