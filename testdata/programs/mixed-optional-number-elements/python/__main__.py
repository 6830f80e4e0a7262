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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


config = pulumi.Config()

# Objects of optional ints and numbers (a conditional of an empty object and
# one of both), whose elements Go holds as interface{} values, read as
# numbers: in arithmetic, comparisons and secrets, as a range's values and
# in for expressions.
pick = config.get_bool("pick", default=False)
sizes = {} if pick else {"small": 3, "large": 0.5}
pets = {}
for key, value in ({} if pick else {"Key": 3, "beta": 0.1}).items():
    pets[key] = random.RandomPet(
        f"pets-{key}",
        length=2 if _operand(value) > 1 else 1,
        prefix=pulumi.Output.concat(
            _number_text(_operand(value) * _operand(value)),
            "-",
            cast(
                "pulumi.Output[float]",
                _recover(
                    lambda value=value: pulumi.Output.secret(value),
                    lambda error: pulumi.Output.from_input(0.25),
                ),
            ).apply(lambda recover: _number_text(recover)),
        ),
    )
squares = [_operand(v) * _operand(v) for _, v in sorted(sizes.items())]
halves = {k: _operand(v) / 2 for k, v in sizes.items() if _operand(v) >= 1}
pulumi.export("squares", squares)
pulumi.export("halves", halves)
