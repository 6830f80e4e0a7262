import math

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


# Resources ranged over a plain invoke's result, which every backend
# resolves before it creates them: the collection of resources is plain,
# so builtins over it (length, element, join of a splat) are plain too,
# in locals and in the inputs and outputs that read them.
ami = aws.ec2.get_ami(owners=["self", "amazon"])
pets = []
for index, value in enumerate([o for o in _operand(ami.owners)]):
    pets.append(random.RandomPet(f"pets-{index}", length=2))
named = {}
for key, value in _from_entries([(o, o) for o in _operand(ami.owners)]).items():
    named[key] = random.RandomString(f"named-{key}", length=4)
count = len([item.length for item in pets])
lengths = [p.length for p in pets]
key_count = len(named)
second = _element(pets, 1)
summary = random.RandomPet(
    "summary",
    length=int(math.fmod(count, 3)) + key_count,
    prefix=f"n{count}-{key_count}",
    separator=second.separator,
)
pulumi.export("count", count)
pulumi.export("lengths", len(lengths))
pulumi.export("secondLength", second.length)
