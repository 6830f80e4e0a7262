import decimal
from typing import Any, cast

import pulumi
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
flag = config.get_bool("flag", default=False)
anything = config.get_object("anything", default={"a": 1})
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
pets = pulumi.Output.unsecret(
    cast(Any, pulumi.Output.from_input([shuffle.result_count, 0.1, 3]))
    if not flag
    else pulumi.Output.all(
        results=shuffle.results, result_count=shuffle.result_count
    ).apply(lambda args: [args["result_count"] for x in args["results"]])
).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets-{index}",
            prefix=pulumi.Output.concat(
                "p",
                pulumi.Output.secret(value).apply(
                    lambda secret: _number_text(_not_null(secret))
                ),
                "!",
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
mixed = {}
for key, value in ({"a": 1, "b": "two", "c": True} if not flag else {}).items():
    mixed[key] = random.RandomPet(
        f"mixed-{key}",
        prefix=pulumi.Output.concat(
            pulumi.Output.unsecret(pulumi.Output.secret(value)).apply(
                lambda secret: _to_string(_not_null(secret))
            ),
            "-",
            key,
        ),
    )
secret_anything = pulumi.Output.secret(anything)
secret_tried = pulumi.Output.secret(_try(lambda: anything["a"], lambda: None))
secret_element = pulumi.Output.secret(anything)
pulumi.export(
    "secrets",
    [
        secret_anything,
        secret_tried,
        secret_element,
        pulumi.Output.unsecret(secret_tried),
    ],
)
pulumi.export("prefixes", [pets[0].prefix, pets[1].prefix, mixed["b"].prefix])
