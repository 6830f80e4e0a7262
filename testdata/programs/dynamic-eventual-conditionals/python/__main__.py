import decimal
from typing import Any, cast

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

# Conditionals of a dynamic branch (a lookup in an empty map gives its
# default as a value of any type) and an output branch: dynamic is the top
# of unification, but the conditional may give the output, so it is typed
# as an output of a dynamic value (fuzz seed 9566: Go read the output as a
# plain string and failed at run time).

kilo = config.get("kilo", default="k")
pick = config.get_bool("pick", default=False)
pw = random.RandomString("pw", length=3)

# As an input, inside a call over a list.
input_ = random.RandomString(
    "input",
    length=3,
    override_special=cast(
        Any,
        cast(
            "pulumi.Output[Any]",
            (
                pulumi.Output.from_input({}.get("100%", kilo))
                if _try(lambda: _not_implemented("not here"), lambda: False)
                else pw.result.apply(
                    lambda result: _try(lambda: result, lambda: "100%")
                )
            ),
        ).apply(lambda value: _to_string([value][0])),
    ),
)

# As a resource input directly, with the output branch chosen.
direct = random.RandomString(
    "direct",
    length=4,
    override_special=(
        pulumi.Output.from_input(_to_string({}.get("key", kilo))) if pick else pw.result
    ),
)

# As a stack output, with the dynamic branch chosen.
pulumi.export(
    "chosenDynamic",
    pulumi.Output.from_input({}.get("key", kilo)) if not pick else pw.result,
)

# In a loop's body.
pulumi.export(
    "inLoop",
    [
        pulumi.Output.from_input({}.get(s, "none")) if s == "a" else pw.result
        for s in ["a", "b"]
    ],
)

# Within ranged instances over a secret range, whose reads are secret outputs.
ranged = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomString(
            f"ranged-{index}",
            length=3,
            override_special=cast(
                Any,
                pulumi.Output.from_input(
                    cast(
                        "pulumi.Output[Any]",
                        (
                            pulumi.Output.from_input({}.get("100%", kilo))
                            if _try(lambda: _not_implemented("not here"), lambda: False)
                            else pulumi.Output.secret(value).apply(
                                lambda secret: _try(lambda: secret, lambda: "100%")
                            )
                        ),
                    ).apply(lambda value_: [value_][0])
                ).apply(lambda v: _to_string(v)),
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
