import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Builtins and loops given a value that may be null, which PCL refuses
# there: a resource's optional map output, read in an apply. TypeScript
# asserts it present (keepers!), Python passes it through _operand; both
# fail as PCL does where it is null.
pet = random.RandomString(
    "pet", length=6, special=False, keepers={"b": "second", "a": "first"}
)
pulumi.export(
    "withDefault", pet.keepers.apply(lambda keepers: _operand(keepers).get("a", "none"))
)
pulumi.export(
    "missing", pet.keepers.apply(lambda keepers: _operand(keepers).get("z", "none"))
)
pulumi.export("count", pet.keepers.apply(lambda keepers: len(_operand(keepers))))
pulumi.export(
    "pairs",
    pet.keepers.apply(
        lambda keepers: [
            {"key": key, "value": value}
            for key, value in sorted(_operand(keepers).items())
        ]
    ),
)
pulumi.export(
    "firstPair",
    pet.keepers.apply(
        lambda keepers: _element(
            [
                {"key": key, "value": value}
                for key, value in sorted(_operand(keepers).items())
            ],
            0,
        )
    ),
)
pulumi.export(
    "joined",
    pet.keepers.apply(
        lambda keepers: ",".join(
            [f"{k}={v}" for k, v in sorted(_operand(keepers).items())]
        )
    ),
)
pulumi.export(
    "values",
    pet.keepers.apply(
        lambda keepers: [f"{v}!" for _, v in sorted(_operand(keepers).items())]
    ),
)
