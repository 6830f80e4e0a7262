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


# Loops over objects whose values are outputs of unlike types (an optional
# int and an int, an optional bool and a bool): each value is an output of
# their unified type.
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
number = random.RandomInteger("number", min=1, max=9)
image = aws.ec2.Ami("image", name="image", ena_support=True)
counts = {"picked": shuffle.result_count, "drawn": number.result}
pulumi.export(
    "incremented",
    [v.apply(lambda v_: _operand(v_) + 1) for _, v in sorted(counts.items())],
)
pulumi.export(
    "named",
    {
        k: v.apply(lambda v_: _operand(v_) * 2)
        for k, v in {"a": shuffle.result_count, "b": number.result}.items()
    },
)
pulumi.export(
    "flags",
    [
        v.apply(lambda v_, k=k: k if v_ else "off")
        for k, v in sorted(
            {"a": image.ena_support, "b": image.manage_ebs_snapshots}.items()
        )
    ],
)
