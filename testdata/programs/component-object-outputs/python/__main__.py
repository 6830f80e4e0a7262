from typing import Any

import pulumi
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one

from comp import Comp


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


# Issue 12 item 9: outputs of a schema's object types, and lists of them,
# given to a component's object and list-of-object config (which the Go
# component takes as map inputs), and the component giving those config
# values to resources, whose inputs are the schema's types again.
single = max_items_one.Resource("single", inner_resource={"some_input": True})
blk = blocks.Resource(
    "blk", a_list_of_resources=[{"inner_string": "a"}, {"inner_string": "b"}]
)
comp = Comp(
    "comp",
    {
        "inner": single.inner_resource_output.apply(
            lambda value: _pcl_value(value, {"some_input": ("someInput", None)})
        ),
        "items": blk.a_list_of_resources.apply(
            lambda value: _pcl_value(value, [{"inner_string": ("innerString", None)}])
        ),
    },
)
pulumi.export("copied", comp.copied)
