import decimal
from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_simple as simple

from comp import Comp


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# Issue 12 item 18: a value given to a typed destination through the body
# of a for expression (or a branch of a conditional) is converted, and its
# object keys named, as the same value given directly: numbers and bools
# to strings, in lists and maps of objects and of primitives, nested for
# expressions, resource and component inputs; and a for expression in an
# invoke's arguments.
sizes = config.get_object(
    "sizes", default=[{"n": 1, "flag": True}, {"n": 2.5, "flag": False}]
)
wide = config.get_bool("wide", default=True)
numbers = blocks.Resource(
    "numbers",
    a_list_of_resources=[{"inner_string": _number_text(e["n"])} for e in sizes],
)
flags = blocks.Resource(
    "flags",
    a_list_of_resources=[
        {"inner_string": "true" if e["flag"] else "false"} for e in sizes if e["n"] > 1
    ],
)
chosen = blocks.Resource(
    "chosen",
    a_list_of_resources=(
        [{"inner_string": _number_text(e["n"])} for e in sizes]
        if wide
        else [{"inner_string": "0"}]
    ),
)
branches = blocks.Resource(
    "branches",
    a_list_of_resources=[
        (
            {"inner_string": _number_text(e["n"])}
            if wide
            else {"inner_string": _number_text(e["n"] * 2)}
        )
        for e in sizes
    ],
)
ranged = []
for index in range(2):
    ranged.append(
        simple.Resource(
            f"ranged-{index}", input_one=str([i for i in [index]][0]), input_two=index
        )
    )
server = aws.ec2.Instance(
    "server",
    ami="ami-1",
    instance_type="t3.micro",
    security_groups=[_number_text(e["n"]) for e in sizes],
    tags={f"size{i}": "true" if e["flag"] else "false" for i, e in enumerate(sizes)},
)
from_outputs = aws.ec2.Instance(
    "fromOutputs",
    ami="ami-2",
    instance_type="t3.micro",
    security_groups=[
        r.input_two.apply(lambda input_two: str(input_two)) for r in ranged
    ],
    tags=cast(
        "pulumi.Output[list[str]]", pulumi.Output.from_input([r.result for r in ranged])
    ).apply(
        lambda values: _from_entries([(values[i], str(i)) for i in range(len(ranged))])
    ),
)
ingress = aws.ec2.SecurityGroup(
    "ingress",
    ingress=[
        {
            "protocol": "tcp",
            "from_port": 80,
            "to_port": 81,
            "cidr_blocks": [_number_text(f) for f in [e["n"], e["n"] + 1]],
        }
        for e in sizes
    ],
)
comp = Comp(
    "comp",
    {
        "items": [{"s": _number_text(e["n"])} for e in sizes],
        "names": _from_entries(
            [
                ("n" + _number_text(e["n"]), "true" if e["flag"] else "false")
                for e in sizes
            ]
        ),
    },
)
ami = aws.ec2.get_ami(owners=["self" if e["flag"] else "amazon" for e in sizes])
pulumi.export("ami", ami.image_id)
pulumi.export("names", comp.names)
