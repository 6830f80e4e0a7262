import decimal

import pulumi
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Large numbers written in templates that interpolate outputs: PCL prints
# the digits, never an exponent, whether the number is plain or an output.
big = config.get_int("big", default=2147483648)
pet = random.RandomPet("pet", length=2)
pulumi.export(
    "secretNumber",
    pulumi.Output.concat(
        "n=",
        pulumi.Output.secret(_try(lambda: big, lambda: 0.5)).apply(
            lambda secret: _number_text(secret)
        ),
    ),
)
pulumi.export(
    "plainNumberBesideOutput",
    pulumi.Output.concat(pet.id, ":", _number_text(big * 1.5)),
)
pulumi.export(
    "outputArithmetic",
    pulumi.Output.concat(pet.length.apply(lambda length: _number_text(length * 1e12))),
)
