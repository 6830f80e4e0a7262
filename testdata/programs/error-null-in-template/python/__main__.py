import pulumi
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


config = pulumi.Config()

# Printing null in a string template is an error: the run fails there. The
# optional config variable "team" is not set.
team = config.get("team")
pet = random.RandomPet("pet", prefix=f"team-{_not_null(team)}")
