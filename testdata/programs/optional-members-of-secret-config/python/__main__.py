import pulumi
import pulumi_random as random

config = pulumi.Config()

# Optional properties of a secret object config, which Python holds as an
# output of a dict: read in an apply, None where the dict lacks the key.
settings = config.get_secret_object(
    "settings", default={"enabled": True, "label": "named"}
)
pet = random.RandomPet(
    "pet",
    prefix=settings.apply(lambda value: value.get("label")),
    separator=settings.apply(lambda value: value.get("suffix")),
)
pulumi.export("label", settings.apply(lambda value: value.get("label")))
