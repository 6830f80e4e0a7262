import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


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


# An object input holding a secret null (an optional property made secret),
# read back from the resource's outputs: the property is null, and the
# object is secret.
first = aws.ec2.Instance(
    "first",
    root_block_device={
        "volume_type": "gp3",
        "kms_key_id": cast(
            Any,
            pulumi.Output.secret([]).apply(
                lambda secret: _to_string(_single_or_none(secret))
            ),
        ),
        "throughput": 125,
    },
)
second = aws.ec2.Instance("second", root_block_device=first.root_block_device)
pulumi.export("kmsKeyId", first.root_block_device.kms_key_id)
