import decimal

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

# Loops over a tuple or object holding an output and a value of any type (a
# try's): each element may be the output, so the loop's variable is an
# output of any type and a filter or value reading it waits for it.
settings = config.get_object("settings", default={"enabled": True, "name": "web"})
password = random.RandomPassword("password", length=12)
flags = [
    password.lower.apply(lambda lower: lower != True),
    _try(lambda: settings["enabled"], lambda: False),
]
names = {
    "generated": password.result,
    "configured": _try(lambda: settings["name"], lambda: "none"),
}
pulumi.export(
    "kept",
    pulumi.Output.all(
        flags=flags, values=[pulumi.Output.from_input(flag) for flag in flags]
    ).apply(
        lambda args: ["on" for key in range(len(args["flags"])) if args["values"][key]]
    ),
)
pulumi.export(
    "lengths",
    {
        key: pulumi.Output.from_input(name).apply(lambda name_: len(_operand(name_)))
        for key, name in names.items()
    },
)
pet = random.RandomPet(
    "pet",
    keepers={
        key: pulumi.Output.concat(
            pulumi.Output.from_input(name).apply(lambda name_: _to_string(name_)), "!"
        )
        for key, name in names.items()
        if key != "generated"
    },
)
