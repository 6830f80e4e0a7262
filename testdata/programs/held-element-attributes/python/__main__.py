import pulumi
import pulumi_random as random

# Loops over collections whose elements hold outputs, reading the elements'
# attributes and items where the key or value also reads an output: the
# elements are resolved one by one, and read as the maps and lists Go holds
# them as.
pet = random.RandomPet("pet", length=2)
listed = pulumi.Output.all(
    length=pet.length,
    values=[
        pulumi.Output.from_input(e)
        for e in [
            {"key": key, "value": value}
            for key, value in enumerate(
                [pulumi.Output.format("p-{0}", pet.length), "x"]
            )
        ]
    ],
).apply(
    lambda args: {
        "k" + str(i) + "-" + str(args["length"]): args["values"][i]["key"] * 2
        for i in range(
            len(
                [
                    {"key": key, "value": value}
                    for key, value in enumerate(["p-" + str(args["length"]), "x"])
                ]
            )
        )
    }
)
keyed = pulumi.Output.all(
    pet_id=pet.id,
    length=pet.length,
    values={
        k: pulumi.Output.from_input(e)
        for k, e in {
            "a": {"n": 1, "s": pulumi.Output.concat("p-", pet.id)},
            "b": {"n": 2, "s": "x"},
        }.items()
    },
).apply(
    lambda args: {
        k
        + "-"
        + str(args["length"]): args["values"][k]["s"]
        + "/"
        + str(args["values"][k]["n"] + args["length"])
        for k in {"a": {"n": 1, "s": "p-" + args["pet_id"]}, "b": {"n": 2, "s": "x"}}
    }
)
nested = [
    pulumi.Output.format(
        "{0}{1}-{2}", pulumi.Output.from_input(l_)[1], str(i), pet.length
    )
    for i, l_ in enumerate([[1, "a"], [pet.length, "b"]])
]
pulumi.export("listed", listed)
pulumi.export("keyed", keyed)
pulumi.export("nested", nested)
