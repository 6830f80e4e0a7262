import pulumi
import pulumi_random as random

config = pulumi.Config()

# Indexing a map with a key it does not hold is an error: the run fails
# there, it does not read a zero value.
sizes = config.get_object("sizes", default={"small": 1, "large": 3})
name = random.RandomString("name", length=sizes["small"] + 7)
pulumi.export("large", sizes["large"])
pulumi.export("medium", sizes["medium"])
