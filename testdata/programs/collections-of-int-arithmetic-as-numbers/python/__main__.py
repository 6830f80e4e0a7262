import pulumi
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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Fuzz seed 113336: int arithmetic on optional ints, which the binder types a
# number, computed in an apply as a list or map of ints and collected where
# lists or maps of numbers are held.
shuffles = []
for index in range(2):
    shuffles.append(
        random.RandomShuffle(f"shuffles-{index}", inputs=["a", "b"], result_count=2)
    )
differences = {
    f"k{i}": pulumi.Output.all(
        secret=pulumi.Output.secret(["y"]), result_count=shuffles[0].result_count
    ).apply(
        lambda args: [
            _operand(args["result_count"]) - _operand(args["result_count"])
            for x in args["secret"]
        ]
    )
    for i in range(len([item.id for item in shuffles]))
}
sums = [
    pulumi.Output.all(
        secret=pulumi.Output.secret(["y"]), result_count=shuffles[0].result_count
    ).apply(
        lambda args: _from_entries(
            [(x, _operand(args["result_count"]) + 2) for x in args["secret"]]
        )
    )
    for p in [item.id for item in shuffles]
]
pulumi.export("differences", differences)
pulumi.export("sums", sums)
