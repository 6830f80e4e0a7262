import pulumi

config = pulumi.Config()

# A comparison with null is true for a JSON null as for a missing value:
# config.json sets the untyped document's "owner" to null and leaves out
# "team", and the optional name unset.
document = config.require_object("document")
name = config.get("name")
pulumi.export("ownerIsNull", document["owner"] is None)
pulumi.export("ownerIsSet", document["owner"] is not None)
pulumi.export("nameIsNull", name is None)
pulumi.export("nullIsName", None is name)
