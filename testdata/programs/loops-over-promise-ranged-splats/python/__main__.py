import decimal
import json
import unicodedata
from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


# Resources ranged over a plain invoke's result are a plain list in a backend
# that resolves invokes where they are made (Python), so a splat of their
# outputs is a list of outputs, not an output of a list. The variables of
# loops over such a splat hold outputs, and every builtin over them, in the
# loop's body or around the loop, is an output computed in an apply.
ami = aws.ec2.get_ami()
keys = []
for index, value in enumerate(ami.name.split("-")):
    keys.append(random.RandomString(f"keys-{index}", length=4))
lens = [s.apply(lambda s_: _grapheme_count(s_)) for s in [item.result for item in keys]]
golf = random.RandomId(
    "golf",
    byte_length=len(
        [
            json_.apply(lambda json_2: _grapheme_count(json_2))
            for json_ in [item.urn for item in keys]
        ]
    ),
)
pulumi.export(
    "joined",
    cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input([s for s in [item.result for item in keys]]),
    ).apply(lambda values: ",".join(values)),
)
pulumi.export(
    "json",
    pulumi.Output.from_input(
        [
            s.apply(lambda s_: _grapheme_count(s_))
            for s in [item.result for item in keys]
        ]
    ).apply(_to_json),
)
pulumi.export(
    "parts", [s.apply(lambda s_: s_.split("a")) for s in [item.result for item in keys]]
)
pulumi.export(
    "byKey",
    pulumi.Output.all(
        values=[item.result for item in keys],
        values_=[s for s in [item.result for item in keys]],
    ).apply(
        lambda args: _from_entries(
            [(args["values_"][i], i) for i in range(len(args["values"]))]
        )
    ),
)
pulumi.export(
    "firsts",
    [
        s.apply(lambda s_: _element(s_.split("a"), 0))
        for s in [item.result for item in keys]
    ],
)
pulumi.export(
    "total",
    cast("pulumi.Output[list[int]]", pulumi.Output.from_input(lens)).apply(
        lambda lens: max(lens)
    ),
)
pulumi.export(
    "cond",
    [
        s.apply(lambda s_: "long" if _grapheme_count(s_) > 2 else s_)
        for s in [item.result for item in keys]
    ],
)
pulumi.export(
    "nested",
    [
        [pulumi.Output.concat(s, t) for t in [item.result for item in keys]]
        for s in [item.result for item in keys]
    ],
)
