import decimal
from typing import Any, cast

import pulumi
import pulumi_random as random


def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value


def _not_implemented(message):
    raise NotImplementedError(message)


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# Resources ranged over a secret read elements of a tuple of an int and a
# number, computed from outputs, where numbers are taken.

base = random.RandomInteger("base", min=1, max=5)
mixed = [base.result, base.result.apply(lambda result: result * 1.5)]
ranged = pulumi.Output.unsecret(
    pulumi.Output.secret(True).apply(lambda secret: ["x", "y"] if secret else ["z"])
).apply(
    lambda resolved: [
        random.RandomInteger(
            f"ranged-{index}",
            min=0,
            max=pulumi.Output.all(
                secret=pulumi.Output.secret(True),
                v=pulumi.Output.from_input(
                    cast("pulumi.Output[Any]", pulumi.Output.from_input(mixed)).apply(
                        lambda mixed: mixed[0]
                    )
                ),
            ).apply(
                lambda args: _to_int(
                    min(
                        [
                            (
                                _dynamic_number(
                                    _try(lambda: _not_implemented("never"), lambda: -3)
                                )
                                if args["secret"]
                                else args["v"]
                            )
                        ]
                    )
                )
            ),
            keepers={
                "first": pulumi.Output.format("{0}", mixed[0]),
                "second": pulumi.Output.concat(
                    pulumi.Output.from_input(
                        cast(
                            "pulumi.Output[Any]", pulumi.Output.from_input(mixed)
                        ).apply(lambda mixed: mixed[1])
                    ).apply(lambda v: _number_text(v + 1))
                ),
            },
        )
        for index, value in enumerate(resolved)
    ]
)
