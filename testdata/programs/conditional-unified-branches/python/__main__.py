import pulumi

config = pulumi.Config()

# Conditionals whose branches are objects of other attributes: PCL unifies
# the branch types (strings where one branch has a bool, absent attributes
# optional), and a selected branch keeps its own attributes.
pick = config.get_bool("pick", default=True)
empty = []
pulumi.export("primitive", "true" if pick else "no")
pulumi.export("objects", {"a": "true"} if pick else {"a": "x", "b": 1})
pulumi.export("numberOrString", "x" if not pick else "3")
pulumi.export("inList", [{"a": "false"} if pick else {"a": "y", "b": 2}])
pulumi.export("inMap", {"k": {"a": "z"} if not pick else {"a": "true", "c": [1]}})
pulumi.export("nested", {"x": {"a": "true"}} if pick else {"x": {"a": "x", "b": 1}})
pulumi.export(
    "mapsOfObjects",
    (
        {
            "alpha": {"echo": "e", "extra": None, "tango": True},
            "with space": {"echo": "true", "tango": False},
        }
        if pick
        else {
            f"k{k}": {"echo": "b", "quebec": False, "tango": False}
            for k in range(len(empty))
        }
    ),
)
pulumi.export("literalCondition", {"a": 1, "b": {"c": "true"}})
pulumi.export(
    "forBody", [{"v": "true"} if i == 1 else {"v": "two", "w": i} for i in [1, 2]]
)
