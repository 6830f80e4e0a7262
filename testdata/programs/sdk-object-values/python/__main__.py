import decimal
import json
from typing import Any

import pulumi
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one

from comp import Comp


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


# Values of a schema's object types, which SDKs give as they hold them (Go
# structs, Python output types keyed by Python names, JavaScript objects
# without the properties that are not set), where they leave the SDK's
# typed positions: stack outputs, toJSON and a component's input hold them
# as PCL does, keyed by the schema's names, with every property (null where
# it is not set). The Go SDK drops the nulls of a stack output's maps, and
# Go's component takes typed maps, which hold no nulls: objects with unset
# properties are written by toJSON only.
single = max_items_one.Resource("single", inner_resource={"some_input": True})
unset = max_items_one.Resource("unset", inner_resource={})
blk = blocks.Resource("blk", a_list_of_resources=[{"inner_string": "a"}, {}])
full = blocks.Resource(
    "full", a_list_of_resources=[{"inner_string": "b"}, {"inner_string": "c"}]
)
comp = Comp(
    "comp",
    {
        "inner": single.inner_resource_output.apply(
            lambda value: _pcl_value(value, {"some_input": ("someInput", None)})
        ),
        "items": full.a_list_of_resources.apply(
            lambda value: _pcl_value(value, [{"inner_string": ("innerString", None)}])
        ),
    },
)
pulumi.export(
    "object",
    single.inner_resource_output.apply(
        lambda value: _pcl_value(value, {"some_input": ("someInput", None)})
    ),
)
pulumi.export(
    "unsetJson",
    unset.inner_resource.apply(
        lambda value: _pcl_value(value, {"some_input": ("someInput", None)})
    ).apply(_to_json),
)
pulumi.export(
    "objects",
    full.a_list_of_resources.apply(
        lambda value: _pcl_value(value, [{"inner_string": ("innerString", None)}])
    ),
)
pulumi.export(
    "json",
    single.inner_resource_output.apply(
        lambda value: _pcl_value(value, {"some_input": ("someInput", None)})
    ).apply(_to_json),
)
pulumi.export(
    "jsonList",
    blk.a_list_of_resources.apply(
        lambda value: _pcl_value(value, [{"inner_string": ("innerString", None)}])
    ).apply(_to_json),
)
pulumi.export("property", single.inner_resource_output.some_input)
pulumi.export("fromComponent", comp.summary)
