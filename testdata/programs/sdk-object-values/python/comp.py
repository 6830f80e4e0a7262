import decimal
import json
from typing import Any, Optional, Sequence, TypedDict, cast

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


class CompArgs(TypedDict):
    inner: pulumi.Input[dict[str, Any]]
    items: pulumi.Input[Sequence[pulumi.Input[dict[str, Any]]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"inner": args["inner"], "items": args["items"]},
            opts,
        )
        inner = cast(
            "pulumi.Output[dict[str, Any]]", pulumi.Output.from_input(args["inner"])
        )
        items = cast(
            "pulumi.Output[list[dict[str, Any]]]",
            pulumi.Output.from_input(args["items"]),
        )
        self.summary = pulumi.Output.format(
            "{0}:{1}:{2}",
            inner.apply(lambda inner: "true" if inner["someInput"] else "false"),
            items.apply(lambda items: len(items)),
            pulumi.Output.from_input(items).apply(_to_json),
        )
        self.register_outputs({"summary": self.summary})
