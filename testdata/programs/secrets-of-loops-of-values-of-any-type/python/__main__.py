import decimal
from typing import cast

import pulumi
import pulumi_aws as aws


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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

# The secret (and unsecret) of a loop over a secret range of values of any
# type, given to typed inputs: each output element is converted to the
# input's element type inside the secret, as it would be without it.
names = config.get_object("names", default=["one", "two"])
server = pulumi.Output.unsecret(
    pulumi.Output.secret([n for _, n in _entries(names)])
).apply(
    lambda resolved: [
        aws.ec2.Instance(
            f"server-{index}",
            ami="ami-0",
            instance_type="t2.micro",
            security_groups=pulumi.Output.secret(
                pulumi.Output.all(
                    *[
                        pulumi.Output.from_input(p).apply(lambda p_: _to_string(p_))
                        for p in [pulumi.Output.secret(value) for e in list(range(2))]
                    ]
                )
            ),
            tags=pulumi.Output.unsecret(
                cast(
                    "pulumi.Output[dict[str, str]]",
                    pulumi.Output.from_input(
                        {
                            f"k{i}": pulumi.Output.from_input(v).apply(
                                lambda v_: _to_string(v_)
                            )
                            for i, v in enumerate([pulumi.Output.secret(value)])
                        }
                    ),
                )
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
