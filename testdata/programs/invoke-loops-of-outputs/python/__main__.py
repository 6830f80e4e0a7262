from typing import Any, cast

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


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# Loops over a plain invoke's list whose values are outputs: a promise of a
# list of outputs, read by the builtins that pick an element.
ami = aws.ec2.get_ami(owners=["self"])
pet = random.RandomPet("pet")
ids = [pet.id for owner in _operand(ami.owners)]
named = _from_entries(
    [
        (owner, pulumi.Output.concat(owner, "-", pet.id))
        for owner in _operand(ami.owners)
    ]
)
single = random.RandomPet(
    "single",
    prefix=cast(
        Any,
        cast(
            "pulumi.Output[list[str]]",
            pulumi.Output.from_input([pet.id for owner in _operand(ami.owners)]),
        ).apply(lambda values: _single_or_none(values)),
    ),
)
picked = random.RandomPet(
    "picked",
    prefix=cast("pulumi.Output[list[str]]", pulumi.Output.from_input(ids)).apply(
        lambda ids: _element(ids, 0)
    ),
    keepers=cast(
        Any,
        {
            "looked": cast(
                "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(named)
            ).apply(lambda named: named.get("self", "none")),
            "count": str(len(ids)),
            "first": ids[0],
            "only": cast(
                Any,
                cast("pulumi.Output[list[str]]", pulumi.Output.from_input(ids)).apply(
                    lambda ids: _single_or_none(ids)
                ),
            ),
        },
    ),
)
pulumi.export(
    "entries",
    cast("pulumi.Output[dict[str, str]]", pulumi.Output.from_input(named)).apply(
        lambda named: [
            e["value"]
            for e in [
                {"key": key, "value": value} for key, value in sorted(named.items())
            ]
        ]
    ),
)
