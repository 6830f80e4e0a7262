import pulumi

from picker import Picker

config = pulumi.Config()

# Config variables that only an element of a tuple reads, where the
# constant index picks another element: the generated code no longer
# reads them (fuzz seed 10736), in a component and in the program.
label = config.get("label", default="x.y")
count = config.get_int("count", default=5)
anything = config.get_object("anything", default="b-2")
one = Picker("one", {"maybe": "m"})
two = Picker("two", {"label": "given", "count": 7, "maybe": "n"})
pulumi.export(
    "picked", [one.picked, two.picked, one.number, two.number, one.name, one.chosen]
)
pulumi.export("local", ["a", 9, "z"])
