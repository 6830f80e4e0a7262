import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Lookups in objects whose values are read from a plain invoke's result
# (which TypeScript awaits where it is made): the values are plain.
key = config.get("key", default="beta")
image = aws.ec2.get_ami(owners=["self"])
names = {"alpha": image.name, "beta": image.architecture}
pulumi.export("found", {"alpha": image.name}.get("alpha", "none"))
pulumi.export("missing", {"alpha": image.name}.get("gamma", "none"))
pulumi.export("byConfig", names.get(key, "none"))
pulumi.export("indexed", names[key])
