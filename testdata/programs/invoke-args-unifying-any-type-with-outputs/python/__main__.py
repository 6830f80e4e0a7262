import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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

# A value of any type (a try whose first argument cannot be typed) unified
# with an output, or with a collection holding one, is an output of any
# type: a conditional or a loop that may yield an output from one side is
# typed as one, and an invoke given it is made in its output form (the
# plain form would be given an output).
flag = config.get_bool("flag", default=True)
pw = random.RandomPassword("pw", length=8)
others = [
    "x",
    _try(lambda: _not_implemented("not here"), lambda: "y"),
    pulumi.Output.concat("pre ", pw.result),
]
chosen = (
    [pulumi.Output.from_input(element) for element in [f"b{n}" for n in list(range(2))]]
    if flag
    else others
)
images = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(*[f"b{n}" for n in list(range(2))] if flag else others)
)
picked = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        pulumi.Output.from_input(
            _to_string(_try(lambda: _not_implemented("nope"), lambda: "z"))
        )
        if flag
        else pw.result
    )
)
held = aws.ec2.get_ami_output(
    owners=cast(
        "pulumi.Output[Any]",
        pulumi.Output.from_input(
            (
                None
                if _try(lambda: _not_implemented("nope"), lambda: ["w"]) is None
                else [
                    _to_string(item)
                    for _, item in _entries(
                        _try(lambda: _not_implemented("nope"), lambda: ["w"])
                    )
                ]
            )
            if flag
            else [pw.result]
        ),
    )
)
pulumi.export("owners", images.owners)
pulumi.export("pickedOwners", picked.owners)
pulumi.export("heldOwners", held.owners)
pulumi.export("chosen", chosen)
