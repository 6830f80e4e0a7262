import pulumi
import pulumi_random as random

config = pulumi.Config()

# An int config variable given 7.5 is an error when the program runs
# (config.json sets it).
count = config.get_int("count", default=3)
name = random.RandomString("name", length=count)
