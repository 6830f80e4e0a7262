import decimal
from typing import cast

import pulumi
import pulumi_aws as aws


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


# lookup with a default pyright types as Any (the result of try): the value
# is of the map's element type, not optional, where a string is taken
# (made secret, an output of a string).
names = {"a": "x", "b": "y"}
object_ = aws.s3.BucketObject(
    "object",
    bucket="bucket",
    content=pulumi.Output.secret(
        cast(
            str,
            names.get(
                "missing",
                _to_string(
                    _try(lambda: _not_implemented("not here"), lambda: "fallback")
                ),
            ),
        )
    ),
    key=names.get("a", "none"),
)
pulumi.export(
    "found", cast(str, names.get("a", _try(lambda: names["b"], lambda: "default")))
)
