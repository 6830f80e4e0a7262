import decimal
from typing import Any, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


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

# Conditionals whose branches hold values of different scalar types, some
# outputs (an optional number beside an int, a number beside a string),
# given to inputs of one scalar type: each branch is converted to it, and
# null stays null where the input is optional.
pick = config.get_bool("pick", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"], result_count=2)
word = random.RandomString(
    "word",
    length=(
        cast(
            Any,
            shuffle.result_count.apply(
                lambda result_count: (
                    result_count if result_count == 1 else _operand(result_count) + 1
                )
            ),
        )
        if pick
        else pulumi.Output.from_input(3)
    ),
    special=(
        shuffle.result_count.apply(lambda result_count: result_count == 2)
        if pick
        else pulumi.Output.from_input(False)
    ),
)
server = aws.ec2.Instance(
    "server",
    ami=(
        shuffle.result_count.apply(
            lambda result_count: _number_text(_operand(result_count) / 2)
        )
        if pick
        else pulumi.Output.from_input("ami-0")
    ),
    instance_type=pulumi.Output.from_input("7") if not pick else word.result,
)
again = random.RandomShuffle(
    "again",
    inputs=[word.result],
    result_count=(
        None
        if pick
        else cast(
            Any,
            shuffle.result_count.apply(
                lambda result_count: (
                    _to_int(_operand(result_count) / 2)
                    if result_count == 2
                    else result_count
                )
            ),
        )
    ),
)
third = random.RandomShuffle(
    "third",
    inputs=["x"],
    result_count=(
        None
        if pick
        else shuffle.result_count.apply(
            lambda result_count: _to_int(_operand(result_count) / 2)
        )
    ),
)
parsed = random.RandomShuffle(
    "parsed",
    inputs=["x"],
    result_count=(
        None
        if not pick
        else shuffle.result_count.apply(
            lambda result_count: int(_to_string(_not_null(result_count)))
        )
    ),
)
