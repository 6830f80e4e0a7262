import decimal

import pulumi
import pulumi_random as random


def _dynamic_bool(value):
    # PCL's bool of a value of unknown type: a string converts as _to_bool
    # converts it, a number is an error; anything else is left as it is.
    if isinstance(value, str):
        return _to_bool(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        raise TypeError(f"a bool is required, not {value!r}")
    return value


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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")


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

# Values of unknown type (config of type any) given where a string, a
# number, an int or a bool is required convert as PCL converts them: a bool
# or a number to its text, a string holding a number to that number. Go's
# interface{} holds an int literal as an int, where a number is read too.
settings = config.get_object(
    "settings", default={"flag": True, "count": 3, "text": "7", "answer": "false"}
)
pet = random.RandomPet(
    "pet",
    prefix=_to_string(settings["flag"]),
    separator=_to_string(settings["count"]),
    length=_dynamic_int(settings["text"]),
)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=[
        _to_string(settings["count"]),
        _to_string(settings["flag"]),
        _to_string(settings["text"]),
    ],
    result_count=_dynamic_int(settings["count"]),
)
str_ = random.RandomString(
    "str",
    length=_dynamic_int(settings["count"]),
    special=_dynamic_bool(settings["answer"]),
    upper=_dynamic_bool(settings["flag"]),
)
pulumi.export("half", settings["count"] / 2)
pulumi.export("plusHalf", settings["count"] + 0.5)
pulumi.export("negated", not settings["flag"])
