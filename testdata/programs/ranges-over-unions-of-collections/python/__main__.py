import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Ranges over conditionals whose branches are collections of different
# kinds (a list and a tuple, a map and an object), which PCL types as a
# union of them: each is ranged over as the one collection both convert to.
use_names = config.get_bool("useNames", default=True)
names = config.get_object("names", default=["x", "y"])
sizes = config.get_object("sizes", default={"a": 1})
maybe_names = config.get_object("maybeNames", default=["m"])
shuffle = random.RandomShuffle("shuffle", inputs=["p", "q"])

# A plain condition, a list and a tuple.
plain_list = []
for index, value in enumerate(names if use_names else ["a", "b", "c"]):
    plain_list.append(random.RandomPet(f"plainList-{index}", prefix=value))

# A branch that may be null and a tuple, chosen by an eventual condition.
eventual_list = pulumi.Output.unsecret(
    shuffle.results.apply(
        lambda results: maybe_names if len(results) > 1 else ["d", "e"]
    )
).apply(
    lambda resolved: [
        random.RandomPet(f"eventualList-{index}", prefix=f"{index}-{value}")
        for index, value in enumerate((resolved or []))
    ]
)

# A map that may be null and an object.
mapped = {}
for key, value in _operand(sizes if use_names else {"b": 2, "c": 3}).items():
    mapped[key] = random.RandomPet(f"mapped-{key}", length=value)
pulumi.export(
    "counts",
    [
        len(plain_list),
        eventual_list.apply(lambda eventual_list: len(eventual_list)),
        len(mapped),
    ],
)
