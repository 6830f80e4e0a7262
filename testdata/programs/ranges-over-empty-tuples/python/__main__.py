import math

import pulumi
import pulumi_random as random


def _dynamic_int(value):
    # PCL's int of a value of unknown type: only a whole number.
    value = _dynamic_number(value)
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{value} is not a whole number")
        return int(value)
    return value


def _dynamic_number(value):
    # PCL's number of a value of unknown type: a string holding one is
    # parsed, a bool is an error; anything else (a number, None, an output)
    # is left as it is.
    if isinstance(value, bool):
        raise TypeError(f"a number is required, not {value!r}")
    if isinstance(value, str):
        return float(value)
    return value


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


config = pulumi.Config()

# Resources ranged over empty tuples, plain or secret, whose inputs read
# range.value as a number and as a string: there are no instances, and
# TypeScript's type of the elements of [] (never) has no members.
count = config.get_int("count", default=2)
none = []
for index, value in enumerate([]):
    none.append(
        random.RandomPet(
            f"none-{index}", length=_to_int(math.fmod(value, 4)), prefix=f"p-{index}"
        )
    )
hidden = pulumi.Output.unsecret(pulumi.Output.secret([])).apply(
    lambda resolved: [
        random.RandomPet(
            f"hidden-{index}",
            length=pulumi.Output.all(
                secret=pulumi.Output.secret(value), secret_=pulumi.Output.secret(index)
            ).apply(lambda args: _to_int(_operand(args["secret"]) - args["secret_"])),
            separator=pulumi.Output.secret(value).apply(
                lambda secret: "-" if secret else "+"
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
chosen = []
for index, value in enumerate([] if count > 5 else []):
    chosen.append(
        random.RandomPet(f"chosen-{index}", length=_dynamic_int(value["size"]))
    )
pulumi.export(
    "counts", [len(none), hidden.apply(lambda hidden: len(hidden)), len(chosen)]
)
