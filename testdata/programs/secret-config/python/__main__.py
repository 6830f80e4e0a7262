import pulumi
import pulumi_random as random

config = pulumi.Config()

# Config declared secret is read as a secret: an output whose value stays
# secret in everything computed from it.
password = config.require_secret("password")
pin = config.get_secret_int("pin", default=1234)
token = config.get_secret("token")
if token is None:
    token = pulumi.Output.secret(None)
settings = config.get_secret_object("settings", default={"user": "admin", "port": 8080})
plain = config.get("plain", default="visible")
greeting = pulumi.Output.concat(settings["user"], ":", password)
shout = pulumi.Output.concat(greeting, "!")
salt = random.RandomString(
    "salt",
    length=pin.apply(lambda pin: pin - 1226),
    override_special=password,
    keepers={"plain": plain, "user": settings["user"]},
)
pulumi.export("greeting", shout)
pulumi.export("port", settings.apply(lambda settings: settings["port"] + 1))
pulumi.export("token", token)
pulumi.export("salt", salt.result)
