import pulumi
import pulumi_random as random


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


config = pulumi.Config()

# Grouping for expressions (`=> value...`) whose values hold outputs, as
# locals, resource inputs and outputs: each group is a list of outputs.
key = random.RandomId("key", byte_length=4)
password = random.RandomPassword("password", length=12)
names = config.get_object("names", default=["a", "b", "a", "c"])
size = config.get_secret_int("size", default=2048)
by_size = _group(
    [(name, size.apply(lambda size, i=i: size + i)) for i, name in enumerate(names)]
)
by_name = _group([(name, key.hex) for name in names if name != "c"])
empty = _group(
    [
        (
            str(i),
            _recover(
                lambda: pulumi.Output.secret(name),
                lambda error: pulumi.Output.from_input(1000.0),
            ).apply(lambda recover, name=name: _operand(recover) + _operand(name)),
        )
        for i, name in enumerate([])
    ]
)
counts = random.RandomShuffle(
    "counts", inputs=[f"{name}:{len(pems)}" for name, pems in sorted(by_name.items())]
)
pulumi.export("bySize", by_size)
pulumi.export("byName", by_name)
pulumi.export("empty", empty)
