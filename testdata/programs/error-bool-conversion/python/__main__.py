import pulumi
import pulumi_random as random


def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")


config = pulumi.Config()

# A string converts to a bool only when it is "true" or "false": "yes" given
# to a bool input is an error when the program runs.
special = config.get("special", default="yes")
name = random.RandomString("name", length=8, special=_to_bool(special))
