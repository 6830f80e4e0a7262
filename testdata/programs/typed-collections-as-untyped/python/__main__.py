import pulumi

config = pulumi.Config()

# Typed collections (a map of strings, a list of strings, a map of maps)
# where a value of any element type is taken: a branch of a conditional
# whose other branch is an object of other attributes or a tuple of mixed
# elements, which Go holds as a map[string]interface{} or []interface{}.
flag = config.get_bool("flag", default=True)
name = config.get("name", default="j")
tags = {"x-y": name}
names = [name, "b"]
nested = {"inner": tags}
pulumi.export("count", len(tags if flag else {}))
pulumi.export("chosen", tags if flag else {"other": None})
pulumi.export("notChosen", tags if not flag else {"other": None, "more": 2})
pulumi.export("listChosen", names if flag else ["1", "a"])
pulumi.export("nestedChosen", nested if flag else {"b": {"c": 1}})
pulumi.export(
    "lengths",
    [
        len(names if flag else ["true", "x", "3"]),
        len(tags if not flag else {"a": 1, "b": "c"}),
    ],
)
