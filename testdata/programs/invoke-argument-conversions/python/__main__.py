import decimal
import unicodedata

import pulumi
import pulumi_aws as aws
import pulumi_simple as simple
import pulumi_unversioned as unversioned

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


config = pulumi.Config()

# Invoke arguments convert to the types of the function's inputs, as
# resource inputs convert to theirs: numbers and bools given for strings,
# in lists built by for expressions (over config, and over resources whose
# outputs the elements depend on) and by list constructors, and alone; strings given
# for bools; in invokes that are locals, resource inputs, for bodies,
# outputs and a component's.
sizes = config.get_object(
    "sizes", default=[{"n": 1, "flag": True}, {"n": 2.5, "flag": False}]
)
count = config.get_int("count", default=3)
ranged = []
for index in range(2):
    ranged.append(
        simple.Resource(f"ranged-{index}", input_one=f"r{index}", input_two=index)
    )
from_for = aws.ec2.get_ami(owners=[_number_text(e["n"]) for e in sizes])
from_tuple = aws.ec2.get_ami(
    owners=[str(count), "true" if sizes[0]["flag"] else "false", "self"],
    most_recent=True,
    name_regex=str(count),
)
from_outputs = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        *[r.id.apply(lambda id_: str(_grapheme_count(id_))) for r in ranged]
    )
)
looked = unversioned.lookup(key=str(count))
server = aws.ec2.Instance(
    "server",
    ami=aws.ec2.get_ami(owners=[_number_text(sizes[1]["n"])]).image_id,
    instance_type="t3.micro",
    security_groups=[
        aws.ec2.get_ami(
            owners=["true" if e["flag"] else "false"], name_regex=_number_text(e["n"])
        ).name
        for e in sizes
    ],
)
comp = Comp("comp", {"ids": [e["n"] for e in sizes]})
pulumi.export("owners", [from_for.owners, from_tuple.owners, from_outputs.owners])
pulumi.export(
    "inline", aws.ec2.get_ami(owners=[str(count * 2)], most_recent=False).image_id
)
pulumi.export("looked", looked.value)
pulumi.export("comp", comp.ami)
