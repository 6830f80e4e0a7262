import unicodedata
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Config variables that may be null though they have a default (nullable,
# or a null default), and nullable ones without, read as they are, made
# secret, given to inputs and read as outputs.
prefix = config.get("prefix")
count = config.get_int("count")
flag = config.get_bool("flag")
name = config.get("name", default="named")
nothing = config.get("nothing")
size = config.get_int("size", default=3)
object_ = aws.s3.BucketObject(
    "object",
    bucket=cast(Any, pulumi.Output.secret(name)),
    key=name,
    content=cast(Any, pulumi.Output.secret(prefix)),
)
seeded = random.RandomInteger(
    "seeded",
    min=1,
    max=size,
    seed=cast(Any, pulumi.Output.unsecret(pulumi.Output.secret(prefix))),
)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name=cast(Any, pulumi.Output.secret(name)),
    target_tracking_configuration={
        "target_value": size,
        "disable_scale_in": cast(Any, pulumi.Output.secret(flag)),
    },
)
pulumi.export("secretCount", pulumi.Output.secret(count))
pulumi.export("secrets", [pulumi.Output.secret(prefix), pulumi.Output.secret(name)])
pulumi.export("nothing", nothing)
pulumi.export("size", size)
pulumi.export("nameLength", _grapheme_count(_operand(name)))
