import unicodedata

import pulumi
import pulumi_random as random


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


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

# Builtins over lists holding a secret config: the generated programs hold
# the config as an output, so each call is computed in an apply.
picked = random.RandomPet(
    "picked",
    prefix=pulumi.Output.from_input([plain, password][1]),
    separator=password.apply(lambda password: "-".join([plain, f"{password}x"])),
)
pulumi.export(
    "joinedLength",
    password.apply(lambda password: _grapheme_count(",".join([password, plain]))),
)
