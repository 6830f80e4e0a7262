import pulumi
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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


# For expressions over an output whose values are outputs of their own
# (secret of the loop's variable), and whose filter or key reads outputs
# other than through the loop's variables.
pet = random.RandomPet("pet", length=2)
names = []
for index in range(2):
    names.append(random.RandomString(f"names-{index}", length=3))

# The collection is an output: the loop's source reads the pet.
picked = pet.length.apply(lambda length: [x for x in ["a", "b", "c"] if length < 3])

# A filter reading an output, not the loop's variable.
filtered = picked.apply(
    lambda picked: pulumi.Output.from_input(
        pulumi.Output.all(
            values=[pulumi.Output.secret(v) for v in picked], length=pet.length
        ).apply(
            lambda args: [
                args["values"][key] for key in range(len(picked)) if args["length"] == 2
            ]
        )
    )
)

# A filter reading an element of a list of outputs, never true.
none = picked.apply(
    lambda picked: pulumi.Output.from_input(
        pulumi.Output.all(
            values=[pulumi.Output.secret(v) for v in picked],
            values_=[item.id for item in names],
        ).apply(
            lambda args: {
                f"k{k}": args["values"][k]
                for k in range(len(picked))
                if _element(args["values_"], 1) == "none"
            }
        )
    )
)

# A key reading an output.
keyed = picked.apply(
    lambda picked: pulumi.Output.from_input(
        pulumi.Output.all(
            length=pet.length, values=[pulumi.Output.secret(f"{v}!") for v in picked]
        ).apply(
            lambda args: _from_entries(
                [
                    (str(args["length"]) + "-" + str(k), args["values"][k])
                    for k in range(len(picked))
                ]
            )
        )
    )
)

# Grouped values, with a filter reading an output and the loop's value.
grouped = picked.apply(
    lambda picked: pulumi.Output.from_input(
        pulumi.Output.all(
            length=pet.length, values=[pulumi.Output.secret(v) for v in picked]
        ).apply(
            lambda args: _group(
                [
                    (str(args["length"]), args["values"][key])
                    for key, v in enumerate(picked)
                    if v != "b" and args["length"] > 1
                ]
            )
        )
    )
)
keeper = random.RandomPet(
    "keeper",
    keepers=picked.apply(
        lambda picked: pulumi.Output.from_input(
            pulumi.Output.all(
                values=[pulumi.Output.secret(v) for v in picked], length=pet.length
            ).apply(
                lambda args: {
                    f"p{k}": args["values"][k]
                    for k in range(len(picked))
                    if args["length"] == 2
                }
            )
        )
    ),
)
pulumi.export("filtered", filtered)
pulumi.export("none", none)
pulumi.export("keyed", keyed)
pulumi.export("grouped", grouped)
pulumi.export("keepers", keeper.keepers)
