from typing import Any, Optional, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Elements of a choice between collections of different types holding
# outputs (lists of objects of other keys, maps of outputs beside
# constants), read by an index, element, lookup and an attribute, and
# computed on: each element is of the choice's type, whichever branch it
# comes from.
pick = config.get_bool("pick", default=False)
at = config.get_int("at", default=1)
server = aws.ec2.Instance(
    "server", ami="ami-0", instance_type="t2.micro", tags={"Name": "web"}
)
pet = random.RandomPet("pet")
lists = (
    [pulumi.Output.from_input({"a.b": "dollar$", "alpha": "x"})]
    if pick
    else [
        pulumi.Output.from_input({}),
        pulumi.Output.from_input({"a.b": pet.id, "k1": "z"}),
        server.tags,
    ]
)
maps = (
    {"first": pet.id}
    if pick
    else {"first": pulumi.Output.from_input("plain"), "second": server.arn}
)
objects = (
    {"name": pet.id, "size": pulumi.Output.from_input(1)}
    if pick
    else {"name": pulumi.Output.from_input("fixed"), "size": pet.length}
)
pulumi.export(
    "indexed",
    lists[0].apply(
        lambda lists_: [
            f"{k}={_not_null(v)}" for k, v in sorted(_operand(lists_).items())
        ]
    ),
)
pulumi.export(
    "element",
    cast("pulumi.Output[list[Optional[Any]]]", pulumi.Output.from_input(lists)).apply(
        lambda lists: [k for k in sorted(_operand(_element(lists, at)))]
    ),
)
pulumi.export(
    "looked",
    pulumi.Output.concat(
        pulumi.Output.from_input(maps)
        .apply(lambda maps: maps.get("first", "none"))
        .apply(_not_null),
        "?",
    ),
)
pulumi.export("keyed", pulumi.Output.concat(maps["first"], "!"))
pulumi.export(
    "attribute", pulumi.Output.format("{0}-{1}", objects["name"], objects["size"])
)
