import decimal

import pulumi
import pulumi_random as random

from comp import Comp


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value


config = pulumi.Config()
flag = config.get_bool("flag", default=True)
listed = []
for index, value in enumerate([_to_string(value) for value in ["a", 2, True]]):
    listed.append(
        random.RandomPet(
            f"listed-{index}",
            prefix=f"{value}-{index}",
            length=1 if value == "true" else 2,
        )
    )
chosen = []
for index, value in enumerate(["2.5", "x", "false"] if flag else ["y"]):
    chosen.append(
        random.RandomPet(
            f"chosen-{index}", prefix=value, length=3 if value == "2.5" else 4
        )
    )
comps = []
for index, value in enumerate([_to_string(value) for value in [1, "b", False]]):
    comps.append(Comp(f"comps-{index}", {"word": value}))
pulumi.export(
    "o",
    [
        listed[2].length,
        listed[2].prefix,
        listed[1].length,
        chosen[0].length,
        chosen[2].prefix,
        comps[2].said,
        comps[0].said,
    ],
)
