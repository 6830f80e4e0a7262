import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Arithmetic on ints that may be null (an optional config, an instance's
# optional property) is typed number by the binder, and is an int in Go: a
# local holding it is an int, or an IntOutput, where its references were
# read as float64 (the apply's assertion panicked: fuzz seed 10043). The
# locals are compared with numbers and ints, multiplied by numbers, written
# in templates and given to int and number inputs.
optional_count = config.get_int("optionalCount", default=4)
secret_count = config.get_secret_int("secretCount", default=3)
server = aws.ec2.Instance(
    "server", ami="ami-1", instance_type="t3.micro", root_block_device={"iops": 100}
)
plain_product = len([1, 2]) * _operand(optional_count)
secret_product = secret_count.apply(lambda secret_count: len([1]) * secret_count)
output_product = server.root_block_device.apply(
    lambda root_block_device: 2 * _operand(root_block_device.iops)
)
sizes = {"half": 2.5, "two": 2}
password = random.RandomPassword(
    "password",
    length=plain_product,
    min_upper=secret_product,
    min_lower=output_product.apply(
        lambda output_product: 1 if output_product > 150 else 0
    ),
)
pulumi.export(
    "comparisons",
    [
        plain_product > 2.5,
        secret_product.apply(lambda secret_product: secret_product > sizes["half"]),
        output_product.apply(lambda output_product: output_product >= sizes["two"]),
        output_product.apply(lambda output_product: output_product == 200),
    ],
)
pulumi.export(
    "scaled",
    [
        plain_product * 1.5,
        secret_product.apply(lambda secret_product: secret_product * sizes["half"]),
        output_product.apply(lambda output_product: output_product / 8),
    ],
)
pulumi.export(
    "texts",
    pulumi.Output.format(
        "{0}/{1}/{2}", str(plain_product), secret_product, output_product
    ),
)
pulumi.export(
    "sums",
    [
        plain_product + 1,
        secret_product.apply(lambda secret_product: secret_product + plain_product),
        pulumi.Output.all(
            output_product=output_product, secret_product=secret_product
        ).apply(lambda args: args["output_product"] - args["secret_product"]),
    ],
)
