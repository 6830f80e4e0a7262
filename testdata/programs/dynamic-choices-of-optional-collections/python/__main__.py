from typing import Any, cast

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


config = pulumi.Config()

# A conditional of values of any type (a map beside a string or an empty
# object) whose branch is an output of a collection of optional values (a
# choice of a resource's map output and a loop's map of an optional output,
# a list of optional outputs), which Go holds as a pulumi.Map or
# pulumi.Array, whose value is a map[string]interface{} or []interface{}:
# the branch is read as that, in a local, an output and a resource's input.

first = config.get_bool("first", default=True)
second = config.get_bool("second", default=True)
names = config.get_object("names", default=["a", "b"])
pet = random.RandomInteger("pet", max=3, min=1, keepers={"a": "b"})
maps = (
    (
        pet.keepers
        if second
        else cast(
            Any, pulumi.Output.from_input(_from_entries([(n, pet.seed) for n in names]))
        )
    )
    if first
    else pulumi.Output.from_input("none")
)
lists = ([pet.seed for n in names] if second else [pet.id]) if first else 3
uuid = random.RandomUuid(
    "uuid",
    keepers=(
        (
            cast(Any, pet.keepers)
            if second
            else cast(
                Any,
                pulumi.Output.from_input(
                    _from_entries([(f"k{n}", pet.seed) for n in names])
                ),
            )
        )
        if first
        else pulumi.Output.from_input({})
    ),
)
pulumi.export("maps", maps)
pulumi.export("lists", lists)
pulumi.export("keepers", uuid.keepers)
