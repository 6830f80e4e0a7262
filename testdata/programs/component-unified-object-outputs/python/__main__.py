import pulumi

from comp import Comp

# Fuzz seed 10303: a loop over a component's output that is one of two
# objects with different attributes visits the attributes of the object
# taken, not the attributes of every branch.
taken = Comp("taken", {"pick": False})
other = Comp("other", {"pick": True})
pulumi.export(
    "takenKeys",
    pulumi.Output.from_input(taken.whole).apply(
        lambda whole: [k for k in sorted(whole)]
    ),
)
pulumi.export(
    "otherCount",
    pulumi.Output.from_input(other.whole).apply(
        lambda whole: len({k: v for k, v in whole.items()})
    ),
)
pulumi.export(
    "innerCount",
    pulumi.Output.from_input(taken.nested).apply(
        lambda nested: len(nested["inner"][0])
    ),
)
