import base64
import decimal
import hashlib
import json
import math
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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


config = pulumi.Config()

# User names spelled like the modules and typing names generated code
# imports (Python's math for a remainder, decimal for a number's text,
# typing's cast and Any; TypeScript's crypto; Go's fmt, strconv, sha1 and
# hex): each variable takes another name, so the calls still reach the
# modules.
divisor = config.get_float("divisor", default=2.5)
math_ = random.RandomInteger("math", min=1, max=10)
cast_ = math_.result.apply(lambda result: math.fmod(result, divisor))
decimal_ = f"n={_number_text(divisor / 3)}"
any_ = [cast_, divisor]
json_ = _to_json({"a": divisor})
unicodedata_ = _grapheme_count("é")
crypto = hashlib.sha1(decimal_.encode()).hexdigest()
sha1 = f"{crypto}:{unicodedata_}"
hex_ = base64.b64encode(sha1.encode()).decode()
fmt = f"{hex_}!"
strconv = _number_text(divisor)
pulumi.export("remainder", cast_)
pulumi.export("text", decimal_)
pulumi.export("values", any_)
pulumi.export("encoded", json_)
pulumi.export("graphemes", unicodedata_)
pulumi.export("digest", fmt)
pulumi.export("number", strconv)
