import decimal
import json
from typing import Any, cast

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


config = pulumi.Config()

# Resources ranged over a value read from a secret are an output of their
# list; the builtins over their attributes, inside tuples and alone, are
# outputs too.
names = config.get_secret_object("names", default=["a", "b"])
pets = pulumi.Output.unsecret(names.apply(lambda names: [n for n in names])).apply(
    lambda resolved: [
        random.RandomPet(f"pets-{index}", prefix="p")
        for index, value in enumerate(resolved)
    ]
)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=cast(
        Any,
        pets.apply(lambda pets: pulumi.Output.all(*[item.urn for item in pets])).apply(
            lambda values: _single_or_none([values])
        ),
    ),
)
joined = random.RandomShuffle(
    "joined",
    inputs=[
        pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets])).apply(
            lambda values: ",".join(values)
        ),
        pulumi.Output.from_input(
            [
                pets.apply(
                    lambda pets: pulumi.Output.all(*[item.prefix for item in pets])
                )
            ]
        ).apply(_to_json),
    ],
)
pulumi.export("results", shuffle.results)
pulumi.export("joinedResults", joined.results)
pulumi.export(
    "first",
    [pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets])), ["x"]][1],
)
