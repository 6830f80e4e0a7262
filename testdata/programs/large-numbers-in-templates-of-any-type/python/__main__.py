import decimal

import pulumi
import pulumi_random as random


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


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

# A large number (beyond the digits %v prints without an exponent) read as
# a value of any type, a conditional's with try's, in a template: PCL
# prints its digits.
pick = config.get_bool("pick", default=False)
kilo = random.RandomShuffle("kilo", inputs=["a"], result_count=2147483648)
difference = pulumi.Output.all(
    result_count=kilo.result_count, secret=pulumi.Output.secret(3)
).apply(
    lambda args: max(_operand(args["result_count"]), args["secret"])
    - _operand(args["result_count"]) * 5
)
pulumi.export(
    "text",
    pulumi.Output.concat(
        "n",
        (
            pulumi.Output.from_input(
                _to_string(_try(lambda: _not_implemented("not here"), lambda: 4))
            )
            if pick
            else difference.apply(lambda difference: _number_text(difference))
        ),
        "!",
    ),
)
pulumi.export(
    "flag",
    pulumi.Output.concat(
        "b",
        (
            pulumi.Output.from_input(
                _to_string(_try(lambda: _not_implemented("not here"), lambda: 4))
            )
            if pick
            else kilo.result_count.apply(
                lambda result_count: "true" if _operand(result_count) > 2 else "false"
            )
        ),
    ),
)
