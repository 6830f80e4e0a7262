import decimal
import json
from typing import Any

import pulumi
import pulumi_random as random
import pulumi_simple as simple


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


# An invoke's whole result where a value leaves the SDK's typed positions: a
# stack output, toJSON's argument, inside a tuple and an object. PCL holds
# it as an object keyed by the schema's names: Python's result is an
# instance of a class whose properties are attributes (not a dict, which
# _pcl_value read with get), Go's a struct json.Marshal keys by Go names,
# and the plain form (a promise the backends await) had no shape at all.
named = random.RandomPet("named", length=2)
plain_result = simple.get_secret(name="plain")
output_result = pulumi.runtime.invoke_output(
    "simple:index:getSecret", {"name": named.id}, typ=simple.GetSecretResult
)
pulumi.export(
    "plainWhole",
    _pcl_value(plain_result, {"name": ("name", None), "value": ("value", None)}),
)
pulumi.export(
    "plainJson",
    _to_json(
        _pcl_value(plain_result, {"name": ("name", None), "value": ("value", None)})
    ),
)
pulumi.export(
    "plainInside",
    _pcl_value(
        {"result": plain_result, "pair": [plain_result, "text"]},
        {
            "pair": (
                "pair",
                ("tuple", [{"name": ("name", None), "value": ("value", None)}, None]),
            ),
            "result": ("result", {"name": ("name", None), "value": ("value", None)}),
        },
    ),
)
pulumi.export(
    "outputWhole",
    output_result.apply(
        lambda value: _pcl_value(
            value, {"name": ("name", None), "value": ("value", None)}
        )
    ),
)
pulumi.export(
    "outputJson",
    output_result.apply(
        lambda value: _pcl_value(
            value, {"name": ("name", None), "value": ("value", None)}
        )
    ).apply(_to_json),
)
pulumi.export(
    "outputInside",
    pulumi.Output.from_input([output_result, output_result.value]).apply(
        lambda value: _pcl_value(
            value, ("tuple", [{"name": ("name", None), "value": ("value", None)}, None])
        )
    ),
)
