import pulumi

config = pulumi.Config()

# Conditionals whose one branch is a literal list or map of numbers and
# whose other branch holds ints (an attribute of an object of mixed
# attributes, a config list of ints): the ints are numbers of the result.
pick = config.get_bool("pick", default=False)
counts = config.get_object("counts", default=[1, 2])
is_ = {"quebec": [5, 9], "victor": "v", "sizes": {"a": 1}}
pulumi.export("fromObject", [0.25, -2.75] if pick else is_["quebec"])
pulumi.export("fromConfig", [0.5, 1.5] if pick else counts)
pulumi.export("mapFromObject", {"a": 0.5} if pick else is_["sizes"])
pulumi.export("inList", [is_["quebec"] if i == 1 else [0.5, 0.5] for i in [1, 2]])
pulumi.export("summed", [n * 2 for n in ([0.25] if pick else is_["quebec"])])
