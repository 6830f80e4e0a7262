import pulumi

config = pulumi.Config()

# A for expression's filter that is itself a conditional keeps its own
# branches: TypeScript's flatMap tests it in parentheses.
flags = config.get_object("flags", default=[True, False, False])
pulumi.export("byIndex", [f"x{i}" for i, v in enumerate(flags) if (v if v else i > 1)])
pulumi.export("byValue", ["y" for v in flags if (False if v else True)])
pulumi.export("keyed", {f"k{i}": v for i, v in enumerate(flags) if (v if v else i > 1)})
pulumi.export(
    "nested",
    [i for i, v in enumerate(flags) if ((True if v else i == 2) if i > 0 else False)],
)
