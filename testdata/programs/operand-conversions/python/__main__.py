import math

import pulumi
import pulumi_random as random


def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# Strings used as operands convert as PCL converts them, outside property
# position too: a string holding a number is that number in arithmetic and
# ordering (port + 1 is 8081, not "80801"), a string "true" or "false" (or
# "1" or "0") is that bool in logic, in a conditional's condition and in a
# resource option. Plain and eventual (secret) operands alike.
port = config.get("port", default="8080")
flag = config.get("flag", default="false")
ratio = config.get("ratio", default="2.5")
next_ = float(port) + 1
difference = float(port) - float(ratio)
product = float(ratio) * 2
quotient = float(port) / 4
remainder = math.fmod(float(port), 7)
negated = -float(ratio)
larger = float(port) > float(ratio)
not_flag = not _to_bool(flag)
either = _to_bool(flag) or float(port) < 10
both = _to_bool(flag) and True
chosen = "on" if _to_bool(flag) else "off"
in_list = [float(p) * 2 for p in [port, ratio] if float(p) > 3]
secret_port = pulumi.Output.secret(port)
eventual = secret_port.apply(lambda secret_port: float(secret_port) + 1)
eventual_on = pulumi.Output.secret(flag).apply(
    lambda secret: "on" if _to_bool(secret) else "off"
)
pet = random.RandomPet(
    "pet",
    length=_to_int(math.fmod(float(port), 3) + 1),
    opts=pulumi.ResourceOptions(
        protect=_to_bool(flag), retain_on_delete=not _to_bool(flag)
    ),
)
pulumi.export("arithmetic", [next_, difference, product, quotient, remainder, negated])
pulumi.export("logic", [larger, not_flag, either, both, chosen])
pulumi.export("inList", in_list)
pulumi.export("eventual", eventual)
pulumi.export("eventualOn", eventual_on)
