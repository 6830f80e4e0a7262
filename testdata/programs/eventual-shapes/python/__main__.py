import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from shapes import Shapes


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


config = pulumi.Config()

# Values whose types hold eventual parts in shapes the fuzz campaigns found
# mistyped: a tuple holding an awaited invoke's list, the optional outputs
# of ranged resources given as a list of strings, a conditional of objects
# one of which has a null property, and a range over a tuple that mixes
# plain values and outputs; an apply's object whose list PCL types as a
# tuple (TypeScript's value is an array), and a loop over an empty list.
ami = aws.ec2.get_ami(owners=["self"])
lists = [["a", "b"], ami.owners]
shuffles = []
for index in range(2):
    shuffles.append(
        random.RandomShuffle(f"shuffles-{index}", inputs=["x", "y"], seed=f"s{index}")
    )
from_seeds = random.RandomShuffle(
    "fromSeeds", inputs=cast(Any, [item.seed for item in shuffles])
)
wide = config.get_bool("wide", default=False)
shaped = {"a": 1} if wide else {"a": 2, "b": None}
sized = random.RandomInteger("sized", min=1, max=10)
by_count = pulumi.Output.unsecret(pulumi.Output.all(16, sized.result)).apply(
    lambda resolved: [
        random.RandomString(f"byCount-{index}", length=value if value > 5 else 6)
        for index, value in enumerate(resolved)
    ]
)
first = Shapes("first", {"flag": sized.result.apply(lambda result: result > 3)})
pulumi.export("lists", lists)
pulumi.export("shaped", shaped)
pulumi.export("empty", first.empty)
pulumi.export("count", by_count.apply(lambda by_count: len(by_count)))
pulumi.export(
    "nested",
    sized.result.apply(
        lambda result: (
            (
                {"quebec": {"papa": True}}
                if result > 5
                else {"quebec": {"papa": None}, "tango": None}
            )
            if result > 3
            else {"quebec": {"papa": False}, "tango": ["alpha"]}
        )
    ),
)
nothing = [s for s in []]
pulumi.export("splitNothing", [_to_string(v).split("a") for v in nothing])
