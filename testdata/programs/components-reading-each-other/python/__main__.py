import decimal

import pulumi

from half import Half


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


# Two instances that read each other's outputs. A component must not hand
# its args to its base class: the SDK would wait for their outputs before
# registering it, and each instance would wait for the other forever.
pong_own, resolve_pong_own = pulumi.deferred_output()
ping = Half("ping", {"peer": pong_own.apply(lambda pong_own_: _to_string(pong_own_))})
pong = Half("pong", {"peer": ping.own})
resolve_pong_own(pulumi.Output.from_input(pong.own))
pulumi.export("pingPeer", ping.seen)
pulumi.export("pongPeer", pong.seen)
