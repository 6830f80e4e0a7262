import pulumi

config = pulumi.Config()

# Issue 12 item 17: a list of optional values keeps its parentheses in the
# TypeScript type, whatever the element type.
people = config.get_object("people", default=[{"name": "a"}, None])
names = config.get_object("names", default=["b", None])
nested = config.get_object("nested", default=[[1, None], None])
pulumi.export("people", len(people))
pulumi.export("names", [n for n in names if n is not None])
pulumi.export("nested", len(nested))
