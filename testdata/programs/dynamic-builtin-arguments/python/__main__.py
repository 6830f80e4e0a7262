import base64
import decimal
import hashlib

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


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _entries(value):
    # The pairs of keys and elements a for expression over a value of any
    # type visits, as PCL visits them: a list's indexes and elements, a
    # map's keys, in order, and values.
    if isinstance(value, (list, tuple)):
        return list(enumerate(value))
    if isinstance(value, dict):
        return sorted(value.items())
    raise TypeError(f"cannot iterate over {value!r}")


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


def _split(separator, text):
    # PCL splits at each character where the separator is empty.
    return list(text) if separator == "" else text.split(separator)


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

# Values of any type given to builtins that take strings, numbers or lists of
# strings: PCL converts each as it converts a value given where its declared
# type is taken, a number to its digits and a string to a number.
settings = config.get_object(
    "settings",
    default={
        "separator": 0,
        "text": 102030,
        "count": "2",
        "index": "1",
        "key": 7,
        "parts": [1, True, "c"],
        "encoded": "aGk=",
    },
)
pulumi.export(
    "splitNumber",
    _split(_to_string(settings["separator"]), _to_string(settings["text"])),
)
pulumi.export(
    "joinMixed",
    _to_string(settings["separator"]).join(
        _operand(
            None
            if None is settings["parts"]
            else [_to_string(item) for _, item in _entries(settings["parts"])]
        )
    ),
)
pulumi.export("base64", base64.b64encode(_to_string(settings["key"]).encode()).decode())
pulumi.export("decoded", base64.b64decode(_to_string(settings["encoded"])).decode())
pulumi.export("hashed", hashlib.sha1(_to_string(settings["text"]).encode()).hexdigest())
pulumi.export("picked", _element(["x", "y", "z"], _dynamic_int(settings["index"])))
pulumi.export("counted", list(range(_dynamic_int(settings["count"]))))
pulumi.export("largest", max(_dynamic_number(settings["count"]), 1))
pulumi.export("looked", {"7": "seven"}.get(_to_string(settings["key"]), "none"))

# The same through an output of any type.
pulumi.export(
    "splitSecret",
    pulumi.Output.secret(settings["text"]).apply(
        lambda secret: _to_string(secret).split(",")
    ),
)
pets = pulumi.Output.unsecret(pulumi.Output.secret(settings["parts"])).apply(
    lambda resolved: [
        random.RandomPet(
            f"pets{suffix}",
            prefix=pulumi.Output.secret(value).apply(
                lambda secret: "-".join(_to_string(secret).split("0"))
            ),
        )
        for key, value, suffix in _range_entries(resolved)
    ]
)
