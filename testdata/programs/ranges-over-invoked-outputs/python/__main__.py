from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from comp import Comp


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


# Resources and components ranged over a for expression whose collection is
# a plain invoke's result and whose values are outputs: the range is an
# output, and so is the collection of nodes, in every position it is read.
ami = aws.ec2.get_ami(owners=["self", "amazon"])
prefix = random.RandomPet("prefix", length=1)
ids = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input(
            [
                pulumi.Output.concat(str(k), "-", v, "-", prefix.id)
                for k, v in enumerate(_operand(ami.owners))
            ]
        ),
    )
).apply(
    lambda resolved: [
        random.RandomId(f"ids-{index}", byte_length=4)
        for index, value in enumerate(resolved)
    ]
)
named = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, str]]",
        pulumi.Output.from_input(
            _from_entries(
                [(v, pulumi.Output.concat(v, prefix.id)) for v in _operand(ami.owners)]
            )
        ),
    )
).apply(
    lambda resolved: {
        key: random.RandomString(f"named-{key}", length=8)
        for key, value in resolved.items()
    }
)
parts = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input([prefix.id for v in _operand(ami.owners) if v != ""]),
    )
).apply(
    lambda resolved: [
        Comp(f"parts-{index}", {}) for index, value in enumerate(resolved)
    ]
)
hexes = ids.apply(lambda ids: pulumi.Output.all(*[item.hex for item in ids]))
pulumi.export("hexes", hexes)
pulumi.export("first", ids[0].b64_std)
pulumi.export("count", ids.apply(lambda ids: len(ids)))
pulumi.export(
    "looped", ids.apply(lambda ids: pulumi.Output.all(*[i.byte_length for i in ids]))
)
pulumi.export("keys", named.apply(lambda named: [k for k in sorted(named)]))
pulumi.export(
    "partNames",
    parts.apply(lambda parts: pulumi.Output.all(*[item.name for item in parts])),
)
