import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# A splat over a list that may be null (a list property of a resource, or
# a config variable) maps its elements, and is empty when the list is null,
# as a splat over null is: it does not wrap the list in a list of one.
names = config.get_object("names")
given_names = config.get_object("givenNames", default=[{"name": "a"}, {"name": "b"}])
rules = aws.s3.Bucket("rules", lifecycle_rules=[{"enabled": True}, {"enabled": False}])
none = aws.s3.Bucket("none")
pulumi.export(
    "enabled",
    rules.lifecycle_rules.apply(
        lambda lifecycle_rules: [item.enabled for item in (lifecycle_rules or [])]
    ),
)
pulumi.export(
    "count",
    rules.lifecycle_rules.apply(
        lambda lifecycle_rules: len([item.enabled for item in (lifecycle_rules or [])])
    ),
)
pulumi.export(
    "noneEnabled",
    none.lifecycle_rules.apply(
        lambda lifecycle_rules: [item.enabled for item in (lifecycle_rules or [])]
    ),
)
pulumi.export("names", [item["name"] for item in (names or [])])
pulumi.export("givenNames", [item["name"] for item in given_names])
