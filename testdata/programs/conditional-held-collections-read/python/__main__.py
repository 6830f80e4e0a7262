import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


config = pulumi.Config()

# Elements read from conditionals whose branches are both collections of
# outputs (neither branch plain): by a constant index, by an attribute, by
# element, lookup and a computed index, with branches of the same and of
# different shapes, nested and parenthesized.
on = config.get_bool("on", default=True)
pet = random.RandomPet("pet", length=2)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
same = ([pulumi.Output.secret(1)] if on else [pulumi.Output.secret(2)])[0]
differ = ([pet.length, pulumi.Output.secret(3)] if on else [pulumi.Output.secret(4)])[0]
nested = (
    ([pet.id] if not on else [pulumi.Output.secret("x")]) if on else [pet.prefix]
)[0]
attribute = ({"a": pet.id} if on else {"a": pulumi.Output.secret("y")})["a"]
elem = pulumi.Output.all(pet_id=pet.id, secret=pulumi.Output.secret("z")).apply(
    lambda args: _element(
        [args["pet_id"], args["pet_id"]] if on else [args["secret"]], 3
    )
)
looked = pulumi.Output.all(pet_id=pet.id, secret=pulumi.Output.secret("w")).apply(
    lambda args: ({"k": args["pet_id"]} if on else {"k": args["secret"]}).get(
        "k", "none"
    )
)
computed = pulumi.Output.all(
    secret=pulumi.Output.secret(5),
    length=pet.length,
    secret_=pulumi.Output.secret(6),
    inputs=shuffle.inputs,
).apply(
    lambda args: _index(
        [args["secret"], args["length"]] if on else [args["secret_"], args["length"]],
        len(args["inputs"]) - 1,
    )
)
counted = len([pulumi.Output.secret(7)] if on else [pet.length, pet.length])
chosen = random.RandomPet(
    "chosen",
    length=([pet.length] if on else [pulumi.Output.secret(2)])[0],
    prefix={"p": pet.id}["p"] if on else pulumi.Output.from_input({"p": "q"}["p"]),
)
pulumi.export(
    "reads",
    [same, differ, nested, attribute, elem, looked, computed, counted, chosen.prefix],
)
