import decimal

import pulumi
import pulumi_random as random

from pet import Pet


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


# Instances pass the component outputs and plain values alike: inputs that
# receive an output are pulumi inputs in the component's args.
seed = random.RandomInteger("seed", min=2, max=5)
from_output = Pet("fromOutput", {"length": seed.result, "prefix": "out"})
from_plain = Pet("fromPlain", {"length": 3, "prefix": "plain"})
pulumi.export("outputName", from_output.name)
pulumi.export("plainName", from_plain.name)

# Two instances that take each other's outputs: the one created first reads
# the other's through a deferred output.
right_suffix, resolve_right_suffix = pulumi.deferred_output()
left = Pet(
    "left",
    {
        "length": 2,
        "prefix": right_suffix.apply(lambda right_suffix_: _to_string(right_suffix_)),
    },
)
right = Pet("right", {"length": 2, "prefix": left.suffix})
resolve_right_suffix(pulumi.Output.from_input(right.suffix))
pulumi.export("leftName", left.name)

# Components ranged over an output: Go holds them in a pulumi.AnyOutput.
words = random.RandomShuffle("words", inputs=["x", "y"])
per_word = pulumi.Output.unsecret(words.results).apply(
    lambda resolved: [
        Pet(f"perWord-{index}", {"length": 1, "prefix": value})
        for index, value in enumerate(resolved)
    ]
)
pulumi.export("firstWordName", per_word[0].name)
