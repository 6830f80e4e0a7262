import decimal

import pulumi
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


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
pet = random.RandomPet("pet")
objects = {}
for key, value in ({"beta": 0.25, "with space": 1.5} if flag else {"a.b": 3}).items():
    objects[key] = random.RandomPet(
        f"objects-{key}",
        prefix=pulumi.Output.concat(pet.id, "-", _to_string(_not_null(value))),
    )
listed = []
for index, value in enumerate([1e21, 2.5] if flag else [3]):
    listed.append(
        random.RandomPet(
            f"listed-{index}",
            prefix=pulumi.Output.concat(pet.id, "-", _number_text(value)),
        )
    )
anything = config.get_object("anything", default=[1, True, "x", 0.5])
texts = [pulumi.Output.concat(pet.id, ":", _to_string(_not_null(v))) for v in anything]
pulumi.export(
    "prefixes",
    [
        objects["beta"].prefix,
        objects["with space"].prefix,
        listed[0].prefix,
        listed[1].prefix,
    ],
)
pulumi.export("texts", texts)
