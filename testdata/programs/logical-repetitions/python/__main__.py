import pulumi

config = pulumi.Config()

# Logical operations that repeat an operand: PCL allows them, go vet
# reports `a && a`, so Go prints each operand of a chain once and an
# inner chain that reduces to one operand as that operand.
object_ = config.get_bool("object", default=True)
other = config.get_bool("other", default=False)
pulumi.export("same", object_ and object_)
pulumi.export("absorbed", object_ and (object_ or object_))
pulumi.export("kept", object_ and (object_ or other))
pulumi.export("literals", True and (True or True) and True)
pulumi.export("twice", (object_ or other) and (object_ or other))
