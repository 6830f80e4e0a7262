import decimal
import unicodedata
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_maxItemsOne as max_items_one
import pulumi_random as random
import pulumi_simple as simple

from comp import Comp


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")


config = pulumi.Config()

# A collection given to a typed destination whose elements have another
# type converts element by element, as a constructor's elements do: lists,
# maps, nested lists and lists of objects of numbers and bools given where
# strings are taken (and strings where numbers are), from config, locals,
# component inputs and outputs, resource outputs and invoke results, to
# resource inputs, invoke arguments and component inputs, plain and eventual.
sizes = config.get_object("sizes", default=[1, 2.5])
flags = config.get_object("flags", default=[True, False])
counts = config.get_object("counts", default={"a": 1, "b": 2.5})
grid = config.get_object("grid", default=[[1, 2], [3]])
blocks_ = config.get_object(
    "blocks", default=[{"innerString": 7}, {"innerString": 0.5}]
)
inner = config.get_object("inner", default={"someInput": "true"})
maybe = config.get_object("maybe")
texts = config.get_object("texts", default=["3", "4.5"])
numbers = [s for s in sizes]
chosen = flags if len(sizes) > 1 else None
labels = {k: v > 1 for k, v in counts.items()}
shuffle = random.RandomShuffle("shuffle", inputs=["10", "20"])
ranged = []
for index in range(2):
    ranged.append(
        simple.Resource(f"ranged-{index}", input_one=f"r{index}", input_two=index)
    )

# Eventual locals: a resource's output and a list computed from it.
shuffled = shuffle.inputs
lengths = shuffled.apply(lambda shuffled: [_grapheme_count(s) * 1.5 for s in shuffled])
from_config = aws.ec2.get_ami(owners=[_number_text(item) for item in sizes])
from_local = aws.ec2.get_ami(owners=[_number_text(item) for item in numbers])
from_outputs = aws.ec2.get_ami_output(
    owners=lengths.apply(lambda lengths: [_number_text(item) for item in lengths])
)
found = [
    _grapheme_count(from_config.image_id) > 3,
    _grapheme_count(from_local.name) > 30,
]
server = aws.ec2.Instance(
    "server",
    ami=from_config.image_id,
    instance_type="t3.micro",
    security_groups=[_number_text(item) for item in sizes],
    vpc_security_group_ids=["true" if item else "false" for item in flags],
    tags={key: _number_text(item) for key, item in counts.items()},
)
from_locals = aws.ec2.Instance(
    "fromLocals",
    ami=from_local.image_id,
    instance_type="t3.micro",
    security_groups=[_number_text(item) for item in numbers],
    vpc_security_group_ids=[
        "true" if found[0] else "false",
        "true" if found[1] else "false",
    ],
    tags={key: "true" if item else "false" for key, item in labels.items()},
)

# Optional collections stay null when they are, else convert.
optional = aws.ec2.Instance(
    "optional",
    ami="ami-3",
    instance_type="t3.micro",
    security_groups=None if maybe is None else [_number_text(item) for item in maybe],
    vpc_security_group_ids=(
        None if chosen is None else ["true" if item else "false" for item in chosen]
    ),
)
objects = blocks.Resource(
    "objects",
    a_list_of_resources=[
        {"inner_string": _number_text(item["innerString"])} for item in blocks_
    ],
)
single = max_items_one.Resource(
    "single", inner_resource={"some_input": _to_bool(inner["someInput"])}
)
comp = Comp(
    "comp",
    {
        "ids": [float(item) for item in texts],
        "amounts": shuffled.apply(lambda shuffled: [float(item) for item in shuffled]),
        "rows": [[str(item_) for item_ in item] for item in grid],
        "marks": {key: _number_text(item) for key, item in counts.items()},
        "levels": cast(
            Any,
            server.tags.apply(
                lambda tags: (
                    None
                    if tags is None
                    else {key: float(item) for key, item in tags.items()}
                )
            ),
        ),
    },
)
eventual = aws.ec2.Instance(
    "eventual",
    ami=from_outputs.image_id,
    instance_type="t3.micro",
    security_groups=lengths.apply(
        lambda lengths: [_number_text(item) for item in lengths]
    ),
    vpc_security_group_ids=comp.weights.apply(
        lambda weights: [_number_text(item) for item in weights]
    ),
    tags=cast(
        "pulumi.Output[dict[str, int]]", pulumi.Output.from_input(comp.scores)
    ).apply(lambda scores: {key: str(item) for key, item in scores.items()}),
)
pulumi.export("owners", [from_config.owners, from_local.owners, from_outputs.owners])
pulumi.export("rows", comp.rows)
