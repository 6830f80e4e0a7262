import decimal
import json

import pulumi
import pulumi_aws as aws

from comp import Comp


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


# Empty object constructors inside secrets and outputs of a component and
# of the stack: TypeScript types {} as the type with no properties, which
# the component's pulumi.Output<Record<string, any>> field does not take
# (fuzz seed 9758).
c = Comp("c", {})
b = aws.s3.Bucket("b", tags=pulumi.Output.secret({}))
pulumi.export("static", pulumi.Output.secret({}))
pulumi.export("fromComp", c.static)
pulumi.export(
    "encoded", pulumi.Output.from_input(pulumi.Output.secret({"a": {}})).apply(_to_json)
)
pulumi.export("compNested", c.nested)
pulumi.export("compTuple", c.tuple_of_empty)
