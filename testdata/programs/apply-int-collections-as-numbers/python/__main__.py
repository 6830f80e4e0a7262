import pulumi
import pulumi_aws as aws
import pulumi_random as random

from names import Names


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# A list computed on an optional int, which PCL types as a list of numbers
# and Go computes as a []int, read whole inside the apply of a for
# expression over a component's output.
str_ = []
for index in range(1):
    str_.append(random.RandomPet(f"str-{index}", length=2))
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t3.micro",
    root_block_device={"volume_size": 8},
)
abstract = server.root_block_device.volume_size
echo = Names("echo", {})
pulumi.export(
    "private",
    pulumi.Output.all(
        names=echo.names,
        values=pulumi.Output.all(
            values=[item.length for item in str_], abstract=abstract, ami=server.ami
        ).apply(
            lambda args: [
                3 - _operand(args["abstract"])
                for n in args["values"]
                if args["ami"] != ""
            ]
        ),
    ).apply(lambda args: {f"k{k}": args["values"] for k in range(len(args["names"]))}),
)
