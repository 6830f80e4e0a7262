import decimal
from typing import cast

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


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


config = pulumi.Config()

# Secrets of optional ints (a range's values, which may be null) recovered
# with a number default: the recover is an optional number, which the
# secret's optional int output converts to.
limit = config.get_int("limit", default=3)
pets = {}
for key, value in {"one": 1, "two": None if limit < 0 else 2}.items():
    pets[key] = random.RandomPet(
        f"pets-{key}",
        length=2,
        prefix=pulumi.Output.concat(
            key,
            "-",
            cast(
                "pulumi.Output[float]",
                _recover(
                    lambda value=value: pulumi.Output.secret(value),
                    lambda error: pulumi.Output.from_input(1.5),
                ),
            ).apply(lambda recover: _number_text(recover)),
        ),
    )
pulumi.export("count", len(pets))
