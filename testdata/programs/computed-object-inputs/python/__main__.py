from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one

from comp import Comp


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


config = pulumi.Config()

# Issue 12 item 9: values of a schema's object types, and lists of them,
# given as inputs from values that are not constructors: a conditional with
# null, output or non-constructor branches, singleOrNone of a for expression, an
# element of an untyped config, a typed config, a for body that is a
# variable, an output of another object type of the same shape; as resource
# inputs, component inputs (whose resources get them) and invoke arguments.
c = config.get_bool("c", default=True)
untyped = config.get_object(
    "untyped", default=[{"someInput": True}, {"someInput": False}]
)
block_list = config.get_object(
    "blockList", default=[{"innerString": "u1"}, {"innerString": "u2"}]
)
typed_blocks = config.get_object("typedBlocks", default=[{"innerString": "t1"}])
typed_inner = config.get_object("typedInner", default={"someInput": True})
filters = config.get_object(
    "filters", default=[{"name": "name", "values": ["ubuntu*"]}]
)
list_choice = blocks.Resource(
    "listChoice", a_list_of_resources=[{"inner_string": "hello"}] if c else []
)
list_or_null = blocks.Resource(
    "listOrNull", a_list_of_resources=None if c else [{"inner_string": "x"}]
)
list_or_config = blocks.Resource(
    "listOrConfig", a_list_of_resources=typed_blocks if c else [{"inner_string": "y"}]
)
list_from_untyped = blocks.Resource("listFromUntyped", a_list_of_resources=block_list)
list_from_typed = blocks.Resource("listFromTyped", a_list_of_resources=typed_blocks)
list_from_for = blocks.Resource(
    "listFromFor", a_list_of_resources=[b for b in typed_blocks]
)
list_of_untyped_elements = blocks.Resource(
    "listOfUntypedElements",
    a_list_of_resources=[_index(block_list, 1), {"inner_string": "z"}],
)
single = max_items_one.Resource(
    "single", inner_resource=_single_or_none([{"someInput": e} for e in [True]])
)
none = max_items_one.Resource(
    "none", inner_resource=_single_or_none([{"someInput": e} for e in []])
)
from_untyped = max_items_one.Resource("fromUntyped", inner_resource=_index(untyped, 1))
from_typed = max_items_one.Resource("fromTyped", inner_resource=typed_inner)
from_output = max_items_one.Resource(
    "fromOutput", inner_resource=single.inner_resource_output
)
object_or_null = max_items_one.Resource(
    "objectOrNull", inner_resource=None if c else {"some_input": False}
)
object_or_config = max_items_one.Resource(
    "objectOrConfig", inner_resource=typed_inner if c else {"some_input": False}
)
output_or_null = max_items_one.Resource(
    "outputOrNull", inner_resource=single.inner_resource_output if c else None
)
output_list_or_empty = blocks.Resource(
    "outputListOrEmpty",
    a_list_of_resources=(
        cast(Any, list_from_typed.a_list_of_resources)
        if c
        else pulumi.Output.from_input([])
    ),
)
empty_or_output_list = blocks.Resource(
    "emptyOrOutputList",
    a_list_of_resources=(
        pulumi.Output.from_input([])
        if c
        else cast(Any, list_from_typed.a_list_of_resources)
    ),
)
comp = Comp("comp", {"items": typed_blocks, "inner": typed_inner})
ami = aws.ec2.get_ami(filters=filters, owners=["self"])
untyped_filters = config.get_object(
    "untypedFilters", default=[{"name": "name", "values": ["debian*"]}]
)
untyped_ami = aws.ec2.get_ami(filters=untyped_filters)
pulumi.export("untypedAmi", untyped_ami.image_id)
pulumi.export("ami", ami.image_id)
pulumi.export("copied", single.inner_resource_output.some_input)
