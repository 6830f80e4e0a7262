import pulumi

config = pulumi.Config()

# A loop over a collection holding a secret config (an output in every
# backend, plain to the binder) reads an output where it reads the config's
# part of an element: an attribute, an index, a nested object's attribute.
# Its variable is retyped from the collection, as Go's is, so TypeScript and
# Python read it as an output (before, they printed the Output as text).
level = config.get_secret_int("level", default=2)
label = config.get_secret("label", default="x")
objects = [{"a": level, "b": 1}, {"a": 3, "b": 4}]
pulumi.export(
    "attribute",
    [pulumi.Output.format("o{0}", pulumi.Output.from_input(e)["a"]) for e in objects],
)
pulumi.export("plainAttribute", ["o" + str(e["b"]) for e in objects])
pulumi.export(
    "index",
    [
        pulumi.Output.concat(
            pulumi.Output.from_input(t)[0], "-", pulumi.Output.from_input(t)[1]
        )
        for t in [[label, "y"]]
    ],
)
pulumi.export(
    "nested",
    {
        k: pulumi.Output.concat("n-", pulumi.Output.from_input(e)["inner"]["name"])
        for k, e in {"one": {"inner": {"name": label}}}.items()
    },
)
pulumi.export(
    "sum",
    [pulumi.Output.from_input(e).apply(lambda e_: e_["a"] + e_["b"]) for e in objects],
)
