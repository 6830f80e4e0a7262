import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_simple as simple

from comp import Comp


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Issue 12 item 11: length of a dynamic value (an untyped config, an element
# of one), which Go holds as interface{}: a list's elements, a map's, a
# string's characters; as an output, resource, component and invoke inputs,
# nested in lists and objects and inside for bodies.
v = config.get_object("v", default=["a", "b"])
m = config.get_object("m", default={"x": 1, "y": 2, "z": 3})
s = config.get_object("s", default="héllo")
nested = config.get_object("nested", default=[["a"], ["b", "c"]])
pulumi.export("len", len(v))
pulumi.export("lengths", {"list": len(v), "map": len(m), "string": len(s)})
pulumi.export("inner", [len(_operand(e)) for _, e in _entries(nested)])
sized = simple.Resource(
    "sized", input_one=f"n{len(m)}", input_two=len(v) + len(_index(nested, 1))
)
blocks_ = blocks.Resource(
    "blocks",
    a_list_of_resources=[
        {"inner_string": str(len(_operand(e)))} for _, e in _entries(nested)
    ],
)
comp = Comp("comp", {"count": len(s)})
ami = aws.ec2.get_ami(
    owners=[f"owner-{i}" for i in list(range(len(v)))], most_recent=len(m) > 2
)
pulumi.export("ami", ami.image_id)
pulumi.export("compCount", comp.doubled)
