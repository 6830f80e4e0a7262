import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Loops over collections holding outputs beside nulls: the variable is
# null for the null element, which reads as null and compares equal to it.
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
pet = random.RandomPet("pet", length=2)
lists = [pulumi.Output.from_input(x) for x in [shuffle.results, None]]
lengths = [
    pulumi.Output.from_input(x).apply(lambda x_: 0 if x_ is None else len(_operand(x_)))
    for x in [shuffle.results, None]
]
scalars = [
    pulumi.Output.from_input(x).apply(lambda x_, i=i: f"none-{i}" if x_ is None else x_)
    for i, x in enumerate([pet.id, None, "plain"])
]
entries = {
    k: pulumi.Output.from_input(v).apply(lambda v_: "unset" if v_ is None else v_)
    for k, v in {"a": pet.id, "b": None}.items()
}
pulumi.export("results", [lists, lengths, scalars, entries])
