import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


# A loop whose filter reads an output, with a loop inside it reading the
# outer loop's variable where that variable's elements hold outputs: the
# outer variable's outputs are gathered over the outer collection, not
# read where the inner loop's apply cannot see the variable.
pet = random.RandomPet("pet", length=2)
ids = []
for index in range(2):
    ids.append(random.RandomId(f"ids-{index}", byte_length=8))
listed = pulumi.Output.all(values=[item.id for item in ids], length=pet.length).apply(
    lambda args: [
        [e["key"] + o for o in [1, 2]]
        for e in [
            {"key": key, "value": value} for key, value in enumerate(args["values"])
        ]
        if 1.5 <= args["length"]
    ]
)
keyed = pulumi.Output.all(
    pet_id=pet.id,
    values={
        k: pulumi.Output.from_input(v) for k, v in {"a": pet.id, "b": "plain"}.items()
    },
    length=pet.length,
).apply(
    lambda args: {
        k: [args["values"][k] + "-" + o for o in ["x"]]
        for k in {"a": args["pet_id"], "b": "plain"}
        if args["length"] > 1
    }
)
chosen = pulumi.Output.all(
    values=[item.hex for item in ids],
    values_=[item.b64_url for item in ids],
    values_2=[item.byte_length for item in ids],
).apply(
    lambda args: [
        [1.5 for o in args["values_"] if True]
        for e in [
            {"key": key, "value": value} for key, value in enumerate(args["values"])
        ]
        if 1.5 >= _element(args["values_2"], 0)
    ]
)
pulumi.export("listed", listed)
pulumi.export("keyed", keyed)
pulumi.export("chosen", chosen)
