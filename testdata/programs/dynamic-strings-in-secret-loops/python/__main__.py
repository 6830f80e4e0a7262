import decimal
import unicodedata
from typing import Any, cast

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


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Values of unknown type (a lookup in an empty object) converted to strings,
# numbers and bools inside loops over a secret config, whose results are
# given to typed inputs.
invoke = config.require_secret_object("invoke")
extends = config.require_bool("extends")
main = random.RandomPassword(
    "main",
    keepers=invoke.apply(
        lambda invoke: {
            type_: type_ if bool(extends or True) else _to_string({}.get("日本", type_))
            for type_ in invoke
            if False or extends
        }
    ),
    length=16,
)
other = random.RandomPassword(
    "other",
    keepers=invoke.apply(
        lambda invoke: {k: k if extends else _to_string({}.get("x", k)) for k in invoke}
    ),
    length=invoke.apply(lambda invoke: _dynamic_int({}.get("x", len(invoke) + 8))),
    special=_dynamic_bool({}.get("x", extends)),
    min_lower=cast(
        Any,
        invoke.apply(
            lambda invoke: _dynamic_int(
                _try(
                    lambda: [{}.get("x", _grapheme_count(k)) for k in sorted(invoke)][
                        0
                    ],
                    lambda: 1,
                )
            )
        ),
    ),
)
