import decimal

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()
flag = config.get_bool("flag", default=True)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 50},
)
number = random.RandomInteger("number", min=1, max=5)
target = (
    policy.target_tracking_configuration.target_value
    if flag
    else pulumi.Output.secret(0.1)
)
sum_ = (
    number.result.apply(lambda result: result + result)
    if flag
    else pulumi.Output.from_input(2.5)
)
pulumi.export("target", target.apply(lambda target: _operand(target) * 2))
pulumi.export("sum", pulumi.Output.concat(sum_.apply(lambda sum_: _number_text(sum_))))
