import decimal

import pulumi
import pulumi_aws as aws


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


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


# The entries of empty collections: loops over them read the entries' keys
# and values in any way, and make nothing.
policies = pulumi.Output.unsecret(
    pulumi.Output.secret(
        [
            e["value"]
            for e in [{"key": key, "value": value} for key, value in enumerate([])]
        ]
    )
).apply(
    lambda resolved: [
        aws.autoscaling.Policy(
            f"policies-{index}",
            autoscaling_group_name=pulumi.Output.secret(value).apply(
                lambda secret: _to_string(secret)
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "fromList",
    [
        str(e["key"]) + "=" + _to_string(_not_null(e["value"]))
        for e in [{"key": key, "value": value} for key, value in enumerate([])]
    ],
)
pulumi.export(
    "fromMap",
    {
        e["key"]: e["value"]
        for e in [{"key": key, "value": value} for key, value in sorted({}.items())]
    },
)
pulumi.export(
    "count", len([{"key": key, "value": value} for key, value in enumerate([])])
)
