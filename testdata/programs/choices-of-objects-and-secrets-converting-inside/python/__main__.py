import decimal
import unicodedata
from typing import Any, cast

import pulumi
import pulumi_aws as aws


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


def _not_implemented(message):
    raise NotImplementedError(message)


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A schema object input chosen between an object constructor holding values
# of any type (converted to the property's type) and a secret object: each
# branch is given as the input is, the constructor's values converted.
flag = config.get_bool("flag", default=True)
image = aws.ec2.Ami("image", name="image")
kind = (
    pulumi.Output.from_input(_try(lambda: _not_implemented("no"), lambda: "gp2"))
    if flag
    else image.architecture
)
plain_kind = _try(lambda: _not_implemented("no"), lambda: "gp3")
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t3.micro",
    root_block_device=(
        cast(
            Any,
            pulumi.Output.from_input(
                {
                    "volumeType": kind.apply(lambda kind: _to_string(kind)),
                    "volumeSize": 8,
                }
            ),
        )
        if flag
        else pulumi.Output.secret({"volumeType": "io1", "volumeSize": 4})
    ),
)
other = aws.ec2.Instance(
    "other",
    ami="ami-1",
    instance_type="t3.micro",
    root_block_device=(
        pulumi.Output.secret({"volumeType": "io1"})
        if not flag
        else cast(
            Any,
            pulumi.Output.from_input(
                {
                    "volumeType": _to_string(plain_kind),
                    "volumeSize": image.name.apply(lambda name: _grapheme_count(name)),
                }
            ),
        )
    ),
)
pulumi.export(
    "types", [server.root_block_device.volume_type, other.root_block_device.volume_type]
)
