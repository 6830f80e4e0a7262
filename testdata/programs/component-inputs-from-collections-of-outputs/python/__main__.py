import pulumi
import pulumi_random as random
import pulumi_simple as simple

from part import Part


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


# Go holds a local collection some of whose elements are outputs as a
# collection of inputs, and reads every element of it as an input, even
# one PCL types plain: the component inputs set from such elements, directly,
# through locals, or through the arguments of an invoke, take outputs.
pet = random.RandomPet("pet", length=2)
settings = {"name": "plain", "owner": pet.id}
names = ["first", pet.id]
by_key = {"a": "alpha", "b": pet.id}
copied = settings["name"]
secret_value = simple.get_secret(name=settings["name"])
direct = Part(
    "direct", {"title": settings["name"], "label": names[0], "key": by_key["a"]}
)
through_locals = Part(
    "throughLocals", {"title": copied, "label": f"{copied}!", "key": secret_value.name}
)
computed_index = Part(
    "computedIndex",
    {
        "title": pulumi.Output.from_input(_index(names, len(names) - 2)),
        "label": secret_value.value,
    },
)
pulumi.export("directText", direct.text)
pulumi.export("localText", through_locals.text)
pulumi.export("indexedText", computed_index.text)
