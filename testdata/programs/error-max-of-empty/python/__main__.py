import pulumi
import pulumi_random as random

config = pulumi.Config()

# max (and min) of no numbers is an error: the run fails there. The list
# expanded into max's arguments is empty.
sizes = config.get_object("sizes", default=[])
name = random.RandomString("name", length=max(sizes))
