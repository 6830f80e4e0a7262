import decimal
import json
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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


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


# Resources ranged over an invoke's result are created in a plain loop once
# the promise resolves; the builtins over their outputs (their ids joined,
# picked, counted) are outputs still.
ami = aws.ec2.get_ami(most_recent=True)
pets = []
for index, value in enumerate(f"{ami.architecture},second".split(",")):
    pets.append(random.RandomPet(f"pets-{index}", length=2))
pulumi.export(
    "joined",
    cast(
        "pulumi.Output[list[str]]", pulumi.Output.from_input([item.id for item in pets])
    ).apply(lambda values: "+".join(values)),
)
pulumi.export(
    "joinedFor",
    cast(
        "pulumi.Output[list[str]]", pulumi.Output.from_input([p.urn for p in pets])
    ).apply(lambda values: "-".join(values)),
)
pulumi.export(
    "first",
    cast(
        "pulumi.Output[list[str]]", pulumi.Output.from_input([item.id for item in pets])
    ).apply(lambda values: _element(values, 0)),
)
pulumi.export("count", len([item.id for item in pets]))
pulumi.export(
    "looked",
    cast(
        "pulumi.Output[dict[str, str]]",
        pulumi.Output.from_input({f"k{i}": p.id for i, p in enumerate(pets)}),
    ).apply(lambda values: values.get("k1", "none")),
)
pulumi.export(
    "encoded", pulumi.Output.from_input([item.id for item in pets]).apply(_to_json)
)
pulumi.export(
    "single",
    pulumi.Output.all(values=[p.id for p in pets], values_=[p.length for p in pets])
    .apply(
        lambda args: [
            args["values"][key] for key in range(len(pets)) if args["values_"][key] > 5
        ]
    )
    .apply(lambda values: _single_or_none(values)),
)
