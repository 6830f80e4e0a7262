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

# A conditional whose branches are of different kinds (a list or map or
# object holding outputs, and a number, a string, a bool or another kind of
# collection) is of the union of their types, of which Go has no one input
# type: each branch is the input of its own type, in a local, a resource's
# input of any type, a list, and an object of an output; nested in another
# conditional too.

first = config.get_bool("first", default=True)
names = config.get_object("names", default=["a", "b"])
pet = random.RandomInteger("pet", max=3, min=1)
object_or_bool = {"a": pet.result} if first else False
list_or_number = [pet.id] if first else 3
loop_or_string = [pet.result for n in names] if first else "x"
map_or_list = _from_entries([(n, pet.result) for n in names]) if first else [1]
pulumi.export("objectOrBool", object_or_bool)
pulumi.export("listOrNumber", list_or_number)
pulumi.export("loopOrString", loop_or_string)
pulumi.export("mapOrList", map_or_list)
stash = pulumi.Stash(
    "stash",
    input={
        "direct": [pet.id for n in names] if first else 0,
        "held": object_or_bool,
        "listed": [list_or_number, 1],
    },
)
pulumi.export("stashed", stash.output)
pulumi.export("nested", {"x": map_or_list, "y": {"k": pet.result} if first else "none"})
nested_choice = (
    (_from_entries([(n, pet.result) for n in names]) if len(names) > 1 else {})
    if first
    else False
)
pulumi.export("nestedChoice", nested_choice)
