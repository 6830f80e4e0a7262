import pulumi

config = pulumi.Config()

# Conditionals whose branches are collections of different shapes (an
# empty tuple, a list of lists, a for expression): each branch is the
# conditional's type, in Go a slice of the unified element type.
wide = config.get_bool("wide", default=False)
nested = (
    []
    if wide
    else (
        ([] if wide else [["a"]])
        if not wide
        else [[k] for k, v in sorted({"x": 1}.items()) if v > 0]
    )
)
empty_or_map = {} if wide else {"first": {"a": 1}}
numbers = [1] if wide else [] if wide else [2.5, 3]
pulumi.export("nested", nested)
pulumi.export("emptyOrMap", empty_or_map)
pulumi.export("numbers", numbers)
