import decimal
import json
from typing import Any, cast

import pulumi
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

# Locals that collect a secret config with plain values: the generated
# programs hold such a local as a collection of inputs (Go) or of values
# some of which are outputs, so every read of the local as a whole (a
# builtin's argument, a loop's collection) resolves it first.
pin = config.get_secret_int("pin", default=7)
word = config.get_secret("word", default="hush")
plain = config.get("plain", default="open")
numbers = [1, pin, 3]
words = {"a": word, "b": plain}
pet = random.RandomPet(
    "pet",
    prefix=pulumi.Output.from_input(words).apply(
        lambda words: _element(
            [{"key": key, "value": value} for key, value in sorted(words.items())], 0
        )["value"]
    ),
    length=pulumi.Output.from_input(numbers[1]).apply(lambda v: v + 1),
)
pulumi.export(
    "difference", pulumi.Output.from_input(numbers[1]).apply(lambda v: 1.5 - v)
)
pulumi.export("found", pulumi.Output.from_input(words.get("a", "none")))
pulumi.export(
    "largest",
    cast("pulumi.Output[Any]", pulumi.Output.from_input(numbers)).apply(
        lambda numbers: max(numbers)
    ),
)
pulumi.export(
    "doubled", [pulumi.Output.from_input(n).apply(lambda n_: n_ * 2) for n in numbers]
)
pulumi.export(
    "upper",
    pulumi.Output.all(
        words=words, values={k: pulumi.Output.from_input(v) for k, v in words.items()}
    ).apply(
        lambda args: _from_entries([(args["values"][k], k) for k in args["words"]])
    ),
)
pulumi.export("json", pulumi.Output.from_input(words).apply(_to_json))
pulumi.export("petName", pet.id)

# Read element by element, each element keeps its own secrecy: the keys,
# the length and the plain elements are not secret.
pulumi.export("size", len(numbers) + len(words))
pulumi.export("first", numbers[0])
pulumi.export("second", pulumi.Output.from_input(numbers[1]).apply(lambda v: v * 10))
pulumi.export("keys", [k for k in sorted(words)])
pulumi.export("indexes", [i for i in range(len(numbers)) if i > 0])
pulumi.export(
    "tagged",
    {
        k: pulumi.Output.concat(pulumi.Output.from_input(v), "!")
        for k, v in words.items()
    },
)

# Collections mixing plain values and resource outputs, read the same way.
mixed = [1, pet.length, 3]
pulumi.export(
    "mixedDoubled",
    [pulumi.Output.from_input(n).apply(lambda n_: n_ * 2) for n in mixed],
)
pulumi.export(
    "mixedFirst",
    pulumi.Output.all(mixed=mixed, v=pulumi.Output.from_input(mixed[1])).apply(
        lambda args: args["mixed"][0] + args["v"]
    ),
)

# A key the object does not declare, looked up with a default.
plain_words = {"a": "x", "b": "y"}
pulumi.export("missing", pulumi.Output.from_input(words.get("zz", "none")))
pulumi.export("plainMissing", plain_words.get("zz", "none"))
