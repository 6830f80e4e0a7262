import pulumi
import pulumi_random as random

config = pulumi.Config()

# Conditionals choose between tuples or objects where one branch has an
# output at a position the other has a plain value: the element read
# from the choice is an output whichever branch is taken.

use_constants = config.get_bool("useConstants", default=True)
pet = random.RandomPet("pet")
flags = (
    [pulumi.Output.from_input(False), True]
    if use_constants
    else [pet.id.apply(lambda id_: id_ == "x"), False]
)
names = (
    {"first": pet.id, "second": "b"}
    if not use_constants
    else {"first": pulumi.Output.from_input("a"), "second": "c"}
)
listed = (
    [pulumi.Output.from_input("a"), pulumi.Output.from_input("b")]
    if use_constants
    else [pet.id]
)
ranged = (
    [pet.id]
    if not use_constants
    else [
        pulumi.Output.from_input(element)
        for element in [str(item) for item in list(range(2))]
    ]
)
nested = [[pulumi.Output.from_input("q")] if use_constants else [pet.id], [1, 2]]
suffix = random.RandomString(
    "suffix",
    length=4,
    keepers={
        "both": pulumi.Output.concat(
            "v ",
            flags[0].apply(lambda flags_: "true" if flags_ and flags[1] else "false"),
        ),
        "first": names["first"],
        "inline": (
            pulumi.Output.from_input("x")
            if use_constants
            else pulumi.Output.from_input([pet.id, "y"][0])
        ),
    },
)
pulumi.export("first", flags[0])
pulumi.export("names", pulumi.Output.concat(names["first"], "-", names["second"]))
pulumi.export(
    "lists",
    {
        "first": listed[0].apply(lambda listed_: listed_ == "a"),
        "ranged": pulumi.Output.concat(ranged[1]),
        "nested": nested[0][0].apply(lambda nested_: nested_ == "q"),
    },
)
