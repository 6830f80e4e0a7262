import pulumi

config = pulumi.Config()

# A tuple of objects and of a map built by a for expression: each element a
# loop reads is the map of its unified type, whichever Go holds it as.
name = config.get("name", default="x")
mixed = [
    {"Key": "quote" != name, "other": not True},
    {f"k{i}": v > i for i, v in enumerate(list(range(2)))},
    {"Key": False, "beta": True},
]
pulumi.export(
    "counts",
    [",".join([f"{k}:{str(v).lower()}" for k, v in sorted(m.items())]) for m in mixed],
)
pulumi.export("firsts", [len(m) for m in mixed])
