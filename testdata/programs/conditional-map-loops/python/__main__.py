import pulumi

config = pulumi.Config()

# A conditional whose branch is a map made by a for expression takes the
# conditional's element type: ints among numbers, lists among lists of any,
# strings among optional strings.
flag = config.get_bool("flag", default=False)
numbers = {"a": 1.5} if flag else {f"k{i}": v for i, v in enumerate([1, 2])}
lists = {"a": []} if flag else {f"k{i}": [v] for i, v in enumerate([True, False])}
maybe = {"a": None} if flag else {f"k{i}": v for i, v in enumerate(["x"])}
pulumi.export("numbers", numbers)
pulumi.export("lists", lists)
pulumi.export("maybe", maybe)
