import decimal
import json

import pulumi
import pulumi_random as random


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


config = pulumi.Config()

# Whole numbers beyond 2^53 print in their exact digits, as the values
# they are, wherever a number becomes text: templates, toJSON, string
# inputs (fuzz seed 10056: 2^62 printed as 4611686018427388000).
big = config.get_int("big", default=2147483648)
half = config.get_float("half", default=1.5)
r = random.RandomInteger("r", min=0, max=big)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=["a"],
    keepers={
        "product": str(big * big),
        "scaled": r.max.apply(lambda max_: _number_text(max_ * big * half)),
    },
)
products = [big * big, big * big * half, -big * big * 2]
pulumi.export(
    "templates",
    pulumi.Output.format(
        "{0} {1} {2} {3} {4}",
        str(big * big),
        _number_text(big * big * half),
        r.max.apply(lambda max_: max_ * big),
        r.max.apply(lambda max_: _number_text(max_ * big * half)),
        str(-big * big * 2),
    ),
)
pulumi.export(
    "json",
    pulumi.Output.from_input(
        {
            "products": products,
            "scaled": r.max.apply(lambda max_: max_ * big * half),
            "small": [half * 2, 0.1 * 3],
        }
    ).apply(_to_json),
)
pulumi.export("keepers", shuffle.keepers)
pulumi.export("strings", [_number_text(p) for p in products])
