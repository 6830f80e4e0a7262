import pulumi
import pulumi_random as random

config = pulumi.Config()

# A choice between objects of different keys is the branch as written: a
# read of a key the chosen branch lacks fails, wherever the choice is held
# (a tuple's element, an object's attribute, a loop's variable, a secret,
# an apply's parameter). Here the branches with the keys are chosen, and
# every read succeeds; with flag = true each would fail, as PCL does.
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet")
choice = {"a": 1} if flag else {"a": 1, "d": 2}
eventual = {"a": pet.id} if flag else {"a": pulumi.Output.from_input("x"), "d": pet.id}
pair = [1, choice]
nested = {"inner": choice, "outer": [eventual]}
eventuals = [0, eventual]
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
