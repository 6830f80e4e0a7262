import pulumi
import pulumi_aws as aws


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Locals reading a required attribute through an optional object: the
# binder types them as optional, and Go computes them in applies as the
# attribute's own type; references read them as Go holds them.
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"disable_scale_in": True, "target_value": 0.25},
)
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t3.micro",
    root_block_device={"volume_size": 8},
)
target = policy.target_tracking_configuration.target_value
again = policy.target_tracking_configuration.target_value
size = server.root_block_device.volume_size
pulumi.export(
    "product",
    pulumi.Output.all(target=target, again=again).apply(
        lambda args: (_operand(args["target"]) + _operand(args["again"]))
        / 1
        * _operand(args["target"])
    ),
)
pulumi.export(
    "bigger",
    pulumi.Output.all(size=size, target=target).apply(
        lambda args: _operand(args["size"]) > _operand(args["target"])
    ),
)
