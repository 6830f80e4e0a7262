import decimal

import pulumi
import pulumi_random as random

from pets import Pets


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


def _not_implemented(message):
    raise NotImplementedError(message)


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


def _range_entries(value):
    # The instances a range of any type makes, as PCL makes them: True one
    # (named as the resource), False none, a whole number that many, a list
    # one per element and a map one per key; each is (key, value, suffix).
    if isinstance(value, bool):
        return [(True, True, "")] if value else []
    if isinstance(value, (int, float)):
        if value < 0 or value != int(value):
            raise ValueError(f"a count of resources cannot be {value}")
        return [(i, i, f"-{i}") for i in range(int(value))]
    if isinstance(value, (list, tuple)):
        return [(i, v, f"-{i}") for i, v in enumerate(value)]
    if isinstance(value, dict):
        return [(k, value[k], f"-{k}") for k in sorted(value)]
    raise TypeError(f"a range must be a number, bool, list or map, not {value!r}")


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

# A range of any type makes what its value makes when the program runs:
# a list one instance per element, a map one per key, a number that many,
# true one named as the resource and false none.
counts = config.require_object("counts")
names = config.require_object("names")
flags = config.require_object("flags")
nothing = config.require_object("nothing")
picked = _try(lambda: _not_implemented("no"), lambda: ["a", "b"])
from_list = [
    random.RandomPet(f"fromList{suffix}", prefix=_to_string(value))
    for key, value, suffix in _range_entries(picked)
]
from_map = [
    random.RandomPet(
        f"fromMap{suffix}",
        prefix=f"{_to_string(_not_null(key))}-{_to_string(_not_null(value))}",
    )
    for key, value, suffix in _range_entries(names)
]
from_count = [
    random.RandomPet(f"fromCount{suffix}", length=_dynamic_int(value))
    for key, value, suffix in _range_entries(counts)
]
from_bool = [
    random.RandomPet(f"fromBool{suffix}", prefix=_to_string(_not_null(key)))
    for key, value, suffix in _range_entries(flags)
]
from_false = [
    random.RandomPet(f"fromFalse{suffix}")
    for key, value, suffix in _range_entries(nothing)
]
pulumi.export("listIds", [p.id for p in from_list])
from_secret = pulumi.Output.unsecret(pulumi.Output.secret(names)).apply(
    lambda resolved: [
        random.RandomPet(
            f"fromSecret{suffix}",
            prefix=pulumi.Output.concat(
                pulumi.Output.secret(key).apply(lambda secret: _to_string(secret))
            ),
        )
        for key, value, suffix in _range_entries(resolved)
    ]
)
from_try = [
    random.RandomPet(f"fromTry{suffix}")
    for key, value, suffix in _range_entries(
        _try(lambda: _not_implemented("not here"), lambda: False)
    )
]
pulumi.export("secretCount", from_secret.apply(lambda from_secret: len(from_secret)))
per_name = [
    Pets(f"perName{suffix}", {"label": _to_string(_not_null(key))})
    for key, value, suffix in _range_entries(names)
]
pulumi.export("componentIds", [c.pet_id for c in per_name])
