import pulumi

from lib import Lib


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


config = pulumi.Config()

# Conditionals whose branches are collections of different types, neither
# a constructor: a loop's map and a local's object, a loop's list and a
# local's tuple. PCL's type of the choice is their unification (a map, a
# list), which TypeScript does not infer from the union of the branches'
# types when the value is made secret and kept where that type is
# declared: a component's output, a local, a resource's input.
pick = config.get_bool("pick", default=False)
names = config.get_object("names", default=["a", "b"])
fixed = {"a.b": "x", "alpha": "y"}
chosen = pulumi.Output.secret(
    _from_entries([(n, f"v{n}") for n in names]) if pick else fixed
)
lib = Lib("lib", {"pick": pick})
kept = pulumi.Stash(
    "kept", input=pulumi.Output.secret([f"{n}!" for n in names] if pick else ["p", "2"])
)
pulumi.export("chosen", chosen)
pulumi.export("fromLib", lib.alpha)
pulumi.export("listedFromLib", lib.listed)
pulumi.export("kept", kept.output)
