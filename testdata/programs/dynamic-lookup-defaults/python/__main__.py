import decimal
import unicodedata

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

# Fuzz seed 10448: lookup's default of any type (untyped config, a try over
# notImplemented) is converted to the type of the map's elements, optional
# ones too, as PCL converts it, in plain values and in applies.
flag = config.get_bool("flag", default=True)
anything = config.get_object("anything", default="7")
pet = pulumi.Output.unsecret(pulumi.Output.secret([1, 2])).apply(
    lambda resolved: [
        random.RandomPet(f"pet-{index}", prefix="p")
        for index, value in enumerate(resolved)
    ]
)
optionals = {"a": "x" if flag else None, "b": None}
pulumi.export(
    "s",
    optionals.get("c", _to_string(_try(lambda: _not_implemented("x"), lambda: "d"))),
)
pulumi.export("n", {"a": 1 if flag else None}.get("c", _dynamic_int(anything)))
pulumi.export(
    "b",
    {"a": True if flag else None}.get(
        "c", _dynamic_bool(_try(lambda: _not_implemented("x"), lambda: True))
    ),
)
pulumi.export("cond", (None if flag else "q") if flag else anything)
pulumi.export(
    "inApply",
    pet.apply(lambda pet: pulumi.Output.all(*[item.prefix for item in pet]))
    .apply(
        lambda values: pulumi.Output.from_input(
            {f"k{i}": pulumi.Output.secret(p) for i, p in enumerate(values)}
        )
    )
    .apply(
        lambda values: values.get(
            "missing",
            _to_string(_try(lambda: _not_implemented("x"), lambda: "fallback")),
        )
    ),
)
pulumi.export(
    "numInApply",
    pet.apply(lambda pet: pulumi.Output.all(*[item.prefix for item in pet])).apply(
        lambda values: {
            f"k{i}": _grapheme_count(_operand(p)) if flag else None
            for i, p in enumerate(values)
        }.get("missing", _dynamic_int(anything))
    ),
)
