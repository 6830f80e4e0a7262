import decimal
import json

import pulumi


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

# Float arithmetic makes -0 (0 * -1.5, -0); PCL prints zero as 0, in
# templates and in JSON alike.
zero = config.get_float("zero", default=0)
scaled = zero * -1.5
pulumi.export("json", _to_json([scaled, -zero, 0 - zero, {"nested": scaled}]))
pulumi.export("text", f"{_number_text(scaled)}/{_number_text(-zero)}")
pulumi.export(
    "secretJson",
    pulumi.Output.from_input([pulumi.Output.secret(scaled), 1]).apply(_to_json),
)
