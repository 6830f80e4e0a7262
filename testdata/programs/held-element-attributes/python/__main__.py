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


# Loops over collections whose elements hold outputs, reading the elements'
# attributes and items where the key or value also reads an output: the
# elements are resolved one by one, and read as the maps and lists Go holds
# them as.
pet = random.RandomPet("pet", length=2)
listed = pet.length.apply(
    lambda length: _from_entries(
        [
            (f"k{i}-{length}", e["key"] * 2)
            for i, e in enumerate(
                [
                    {"key": key, "value": value}
                    for key, value in enumerate([f"p-{length}", "x"])
                ]
            )
        ]
    )
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
    lambda args: _from_entries(
        [
            (
                k + "-" + str(args["length"]),
                args["values"][k]["s"]
                + "/"
                + str(args["values"][k]["n"] + args["length"]),
            )
            for k in {
                "a": {"n": 1, "s": "p-" + args["pet_id"]},
                "b": {"n": 2, "s": "x"},
            }
        ]
    )
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
