import pulumi
import pulumi_random as random

config = pulumi.Config()

# Printing null in a string template is an error: the run fails there. The
# optional config variable "team" is not set.
team = config.get("team")
pet = random.RandomPet("pet", prefix=f"team-{team}")
