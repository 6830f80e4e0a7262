import pulumi
import pulumi_random as random


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

# A choice between objects of different keys is the branch as written: a
# read of a key the chosen branch lacks fails, wherever the choice is held
# (a tuple's element, an object's attribute, a loop's variable, a secret,
# an apply's parameter, a splat's element, element's result). Here the branches with the keys are chosen, and
# every read succeeds; with flag = true each would fail, as PCL does.
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet")
choice = {"a": 1} if flag else {"a": 1, "d": 2}
eventual = {"a": pet.id} if flag else {"a": pulumi.Output.from_input("x"), "d": pet.id}
pair = [1, choice]
nested = {"inner": choice, "outer": [eventual]}
eventuals = [0, eventual]
chosen = [choice for i in [1, 2]]
pulumi.export("tupleElement", pair[1]["d"])
pulumi.export("objectAttribute", nested["inner"]["d"])
pulumi.export("nestedEventual", nested["outer"][0]["d"])
pulumi.export("direct", ({"a": 1} if flag else {"a": 1, "d": 2})["d"])
pulumi.export("loopVariable", [o["d"] for o in [choice, choice]])
pulumi.export(
    "loopOverEventuals", [pulumi.Output.from_input(o)["d"] for o in [eventual]]
)
pulumi.export("secretChoice", pulumi.Output.secret(choice)["d"])
pulumi.export("eventualElement", eventuals[1]["d"])
pulumi.export("eventualSecret", pulumi.Output.secret(eventual)["d"])
pulumi.export("constructed", {"x": choice}["x"]["d"])
pulumi.export(
    "splat", [pulumi.Output.from_input(item)["d"] for item in [choice, eventual]]
)
pulumi.export("indexedByValue", _index(chosen, len(chosen) - 1)["d"])
pulumi.export("elementOf", pulumi.Output.from_input(eventuals[1])["d"])
pulumi.export("loopOverLoop", [o["d"] for o in chosen])
pulumi.export("keyIndex", choice["d"])
