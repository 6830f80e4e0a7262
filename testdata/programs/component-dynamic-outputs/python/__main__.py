import decimal
from typing import Any, cast

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


# Component outputs of type dynamic (any): an untyped config passed through,
# parts of it, try over it, and a mix with a resource's output; read by the
# parent whole, indexed, and given to a typed input. (A secret list given
# to the untyped config arrives in Go as a typed slice, not []interface{}:
# not walked here yet.)
c = Comp("c", {"data": {"a": 1, "b": ["x", "y"]}})
secretly = Comp("secretly", {"data": pulumi.Output.secret({"a": 2, "b": "w"})})
pet = random.RandomPet(
    "pet", prefix=cast(Any, c.first.apply(lambda first: _to_string(first)))
)
pulumi.export("whole", c.out)
pulumi.export("picked", c.out["a"])
pulumi.export("tried", c.tried)
pulumi.export("mixed", secretly.mixed)
pulumi.export("petPrefix", pet.prefix)
