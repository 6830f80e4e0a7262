import decimal

import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one
import pulumi_simple as simple

from comp import Comp


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# A conditional whose branches have no common type (objects with attributes
# of different types, lists of different lengths and element types,
# primitives) is the branch its condition chooses, converted to where it is
# given: resource inputs (in a for body and alone), invoke arguments,
# component inputs, locals and outputs, with the condition true and false.
sizes = config.get_object(
    "sizes", default=[{"n": 1, "flag": True}, {"n": 2.5, "flag": False}]
)
wide = config.get_bool("wide", default=True)
narrow = not wide
objects_wide = blocks.Resource(
    "objectsWide",
    a_list_of_resources=[
        (
            {"inner_string": _number_text(e["n"])}
            if wide
            else {"inner_string": "true" if e["flag"] else "false"}
        )
        for e in sizes
    ],
)
objects_narrow = blocks.Resource(
    "objectsNarrow",
    a_list_of_resources=[
        (
            {"inner_string": _number_text(e["n"])}
            if narrow
            else {"inner_string": "true" if e["flag"] else "false"}
        )
        for e in sizes
    ],
)
primitives = simple.Resource(
    "primitives",
    input_one=(
        _number_text(sizes[0]["n"]) if wide else "true" if sizes[0]["flag"] else "false"
    ),
    input_two=7 if narrow else 8,
)
collections = aws.ec2.Instance(
    "collections",
    ami="ami-1",
    instance_type="t3.micro",
    security_groups=(
        [_number_text(sizes[1]["n"]), "true" if sizes[1]["flag"] else "false"]
        if wide
        else ["one"]
    ),
)
single = max_items_one.Resource(
    "single",
    inner_resource={"some_input": True} if wide else {"some_input": sizes[1]["flag"]},
)
ami = aws.ec2.get_ami(
    owners=(
        [_number_text(sizes[0]["n"])]
        if narrow
        else ["true" if sizes[0]["flag"] else "false", "x"]
    )
)
comp = Comp(
    "comp",
    {
        "items": [
            (
                {"s": _number_text(e["n"])}
                if wide
                else {"s": "true" if e["flag"] else "false"}
            )
            for e in sizes
        ]
    },
)
chosen = {"n": sizes[0]["n"]} if wide else ["list"]
pulumi.export("chosen", chosen)
pulumi.export("other", {"n": sizes[0]["n"]} if narrow else ["list"])
pulumi.export("ami", ami.image_id)
pulumi.export("comp", comp.joined)
