import pulumi
import pulumi_aws as aws
import pulumi_random as random

from settings import Settings

config = pulumi.Config()

# Values Go holds in another type than the one read: an int among numbers
# (held as a float64), an element of a map of outputs of different types
# (a pulumi.Input), a map of ints made a schema object with a bool
# property, a secret object given a component's object input, and an
# attribute read two ways in one condition.
sizes = config.get_object(
    "sizes", default={"name": "n", "inner": {"low": 0.5, "count": 3}}
)
secret_sizes = config.get_secret_object("secretSizes", default={"low": 0.5, "count": 2})
flags = config.get_object("flags", default={"echo": True})
pet = random.RandomPet("pet", length=sizes["inner"]["count"])
mixed = {"id": pet.id, "length": pet.length}
picked = random.RandomPet(
    "picked",
    prefix=pulumi.Output.from_input(mixed).apply(lambda mixed: mixed.get("id", "none")),
    separator=pulumi.Output.from_input(mixed).apply(
        lambda mixed: mixed.get("missing", "-")
    ),
)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration=pulumi.Output.secret(
        {"targetValue": sizes["inner"]["count"]}
    ),
)
settings = Settings(
    "settings", {"limits": pulumi.Output.secret({"tango": sizes["inner"]["count"]})}
)
pulumi.export("count", sizes["inner"]["count"] * 2)
pulumi.export("secretCount", pulumi.Output.format("{0}", secret_sizes["count"]))
pulumi.export("echoed", flags["echo"] or flags["echo"])
pulumi.export("tango", settings.tango)
step = config.get_int("step", default=4)
numbers = {"inner": {"low": 0.5, "count": step}, "name": "n"}
pulumi.export("stepped", numbers["inner"]["count"] + numbers["inner"]["low"])
chosen = (
    {"lima": {"juliet": 7, "sierra": -2.75, "yankee": 6}}
    if flags["echo"]
    else {"lima": {"juliet": 2147483648, "sierra": step, "yankee": step}}
)
pulumi.export("chosen", chosen["lima"]["yankee"] + 1)
