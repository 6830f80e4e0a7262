import pulumi

config = pulumi.Config()

# Secret config of collections of optional values that may be null, read
# where they are not set.
weights = config.get_secret_object("weights")
if weights is None:
    weights = pulumi.Output.secret(None)
limits = config.get_secret_object("limits")
if limits is None:
    limits = pulumi.Output.secret(None)
pulumi.export("weights", weights)
pulumi.export("limitsGiven", limits.apply(lambda limits: limits is not None))
