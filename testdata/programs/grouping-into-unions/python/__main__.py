import decimal
import unicodedata

import pulumi
import pulumi_random as random


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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


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

# A grouping loop that a conditional unifies with objects of other shapes
# ({} and { alpha = [] }) gives a map whose values are a union, which Go
# holds as interface{}s: each group is still the list of its members
# (fuzz seed 10190).
on = config.get_bool("on", default=False)
names = config.get_object("names", default=["a", "bb", "cc", "d"])
pass_ = random.RandomPassword("pass", length=8)
by_length = (
    ({} if 2 > 5 else {"alpha": [], "beta": []})
    if on
    else _group([(f"k{_grapheme_count(n)}", n) for n in names])
)
by_dynamic_key = (
    {}
    if on
    else _group(
        [
            (
                _to_string(
                    _not_null(_try(lambda: _not_implemented("no"), lambda: "fixed"))
                ),
                f"v{i}",
            )
            for i in list(range(3))
        ]
    )
)
eventual = pass_.special.apply(
    lambda special: (
        ({} if 1 > 2 else {"alpha": []})
        if special
        else _group([(f"{n}!", _grapheme_count(n)) for n in names])
    )
)
pulumi.export("byLength", by_length)
pulumi.export("byDynamicKey", by_dynamic_key)
pulumi.export("eventual", eventual)
