import base64
import decimal
import os

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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Null values Go holds as interface{}: a list of objects whose attributes
# are optional (a pointer in Go, nil when null) given as a schema list,
# singleOrNone of an empty list given to optional inputs, and try of a
# value that is null (a value, not a failure). A program that reads its
# own directory, transformed, does so wherever it runs.
flag = config.get_bool("flag", default=False)
maybe = config.get_object("maybe", default=[])
group = aws.ec2.SecurityGroup(
    "group",
    description=_single_or_none(maybe),
    name=_try(lambda: _single_or_none(maybe), lambda: "fallback"),
    ingress=pulumi.Output.unsecret(pulumi.Output.secret(flag)).apply(
        lambda secret: (
            []
            if secret
            else [
                {"fromPort": 5, "protocol": "tcp", "self": None, "toPort": 8},
                {
                    "description": "second",
                    "fromPort": 3,
                    "protocol": "udp",
                    "self": False,
                    "toPort": 9,
                },
            ]
        )
    ),
)
bucket = aws.s3.Bucket(
    "bucket", lifecycle_rules=[{"enabled": True, "id": _to_string(_single_or_none([]))}]
)
pulumi.export("directory", base64.b64encode(os.getcwd().encode()).decode())
pulumi.export("none", _try(lambda: _single_or_none(maybe), lambda: "fallback"))
