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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()
flag = config.get_bool("flag", default=False)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"], result_count=2)
settings = {
    "count": (
        pulumi.Output.from_input(_try(lambda: _not_implemented("not here"), lambda: 9))
        if not flag
        else (shuffle.result_count)
    )
}
pulumi.export(
    "interpolated",
    pulumi.Output.concat(
        "a", settings["count"].apply(lambda count: _number_text(10 + _operand(count)))
    ),
)
pulumi.export("sum", settings["count"].apply(lambda count: 10 + _operand(count)))

# An operand of any type chosen between an optional output and a value of
# any type (a try's): it may be null, which PCL refuses (fuzz seed 84225).
fallback = _try(lambda: _not_implemented("not here"), lambda: 10)
pulumi.export(
    "chosenOperand",
    pulumi.Output.concat(
        pulumi.Output.all(
            results=shuffle.results, result_count=shuffle.result_count
        ).apply(
            lambda args: _number_text(
                (args["result_count"] if len(args["results"]) > 1 else fallback) - 14
            )
        )
    ),
)
