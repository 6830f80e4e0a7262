import pulumi

from parts import Parts

# Logical operations whose operands differ in PCL but print alike in Go
# (obj.class and obj["class"], each the parameter of one apply): an operand
# that is itself such an operation prints as one of them, which go vet
# would call redundant beside it.
obj = Parts("obj", {})
pulumi.export(
    "both",
    pulumi.Output.all(obj_class=obj.class_, obj=obj.class_).apply(
        lambda args: args["obj_class"] and (args["obj_class"] or args["obj"])
    ),
)
pulumi.export(
    "either",
    pulumi.Output.all(other=obj.other, obj=obj.other).apply(
        lambda args: args["other"] or args["other"] and args["obj"]
    ),
)
pulumi.export(
    "chosen",
    pulumi.Output.all(obj_class=obj.class_, obj=obj.class_).apply(
        lambda args: (
            1 if args["obj_class"] and (args["obj"] or args["obj_class"]) else 2
        )
    ),
)
