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


# lookup with a default that pyright types as Any: a property of an object
# whose properties are of several types (a dict[str, Any] to pyright), or
# arithmetic on one. pyright picked dict.get's overload without a default,
# whose result may be None, in a concatenation, an input, arithmetic and a
# builtin's argument.
settings = {"name": "web", "port": 8080, "zones": ["a"]}
names = {"a": "x", "b": "y"}
ports = {"http": 80}
zones = {"east": ["c"]}
object_ = aws.s3.BucketObject(
    "object", bucket=cast(str, names.get("c", settings["name"])), key="key"
)
pulumi.export("greeting", 'hello "' + cast(str, names.get("c", settings["name"])) + '"')
pulumi.export("port", cast(int, ports.get("https", settings["port"] + 1)) + 1)
pulumi.export("zoneCount", len(cast(Any, zones.get("west", settings["zones"]))))

# A lookup in an object without properties is of its default's type.
pulumi.export(
    "emptyParts",
    [f"{part}!" for part in _to_string({}.get("missing", "a-b")).split("-")],
)

# A default that is a template of a value pyright types as Any (try's).
pulumi.export(
    "triedDefault",
    cast(str, names.get("c", "x-" + _try(lambda: settings["name"], lambda: "y"))),
)
