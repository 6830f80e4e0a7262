import decimal
from typing import Any, cast

import pulumi
import pulumi_random as random


def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value


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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Conditionals whose one branch holds outputs and whose other holds values
# of any type: the binder unifies them as collections of values of any
# type (list(dynamic)), which still hold the outputs when the first branch
# is chosen. Reading them in templates, inputs and outputs reads the
# outputs' values.
pick = config.get_bool("pick", default=True)
numbers = []
for index in range(2):
    numbers.append(random.RandomInteger(f"numbers-{index}", min=1, max=5))
listed = (
    [item.max for item in numbers]
    if pick
    else [
        pulumi.Output.from_input(_try(lambda: _not_implemented("not here"), lambda: 1))
    ]
)
keyed = (
    {f"k{i}": n.result for i, n in enumerate(numbers)}
    if pick
    else {
        "k0": pulumi.Output.from_input(
            _try(lambda: _not_implemented("not here"), lambda: 2)
        )
    }
)
pet = random.RandomPet(
    "pet",
    length=cast(Any, listed[0].apply(lambda listed_: _dynamic_int(listed_))),
    prefix=pulumi.Output.concat(
        "p", keyed["k0"].apply(lambda keyed_: _to_string(keyed_))
    ),
)
pulumi.export("listed", listed)
pulumi.export(
    "text",
    pulumi.Output.concat(
        "first ",
        listed[0].apply(lambda listed_: _to_string(listed_)),
        ", count ",
        str(len(listed)),
    ),
)
pulumi.export("keyed", keyed)
