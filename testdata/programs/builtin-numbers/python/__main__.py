import decimal
import math

import pulumi


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# Numbers as PCL computes and prints them: the remainder takes the sign of
# the dividend, and numbers print in plain digits (1, not 1.0; never an
# exponent).
dividend = config.get_int("dividend", default=-7)
big = config.get_float("big", default=2500000000000000000000)
small = config.get_float("small", default=2.5e-8)
whole = config.get_float("whole", default=1)
remainder = int(math.fmod(dividend, 3))
fraction = math.fmod(-7.5, 2)
pulumi.export("remainder", remainder)
pulumi.export("fraction", fraction)
pulumi.export(
    "text",
    f"{_number_text(whole)} {_number_text(big)} {_number_text(small)} {remainder} {_number_text(whole / 4)}",
)
pulumi.export("single", _number_text(big))
