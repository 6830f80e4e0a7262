import pulumi
import pulumi_aws as aws


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# A conditional given as a resource's input whose branches are an output
# and a plain value that may be null: the input takes either as it is.
settings = config.get_object(
    "settings", default={"x": {"public": True}, "y": {"label": "why"}}
)
main = aws.ec2.Instance("main", ami="a", instance_type="t")
each = {}
for key, value in settings.items():
    each[key] = aws.ec2.Instance(
        f"each-{key}",
        ami=(
            main.ami
            if value.get("label") is None
            else pulumi.Output.from_input(value.get("label"))
        ),
        instance_type="t",
        associate_public_ip_address=(
            main.public_ip.apply(
                lambda public_ip, value=value: public_ip == "x"
                and _operand(value.get("public"))
            )
            if not _operand(value.get("public"))
            else pulumi.Output.from_input(value.get("public"))
        ),
    )
