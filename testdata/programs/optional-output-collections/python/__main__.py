import decimal
import json
from typing import Any, Optional, cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random

from counts import Counts


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


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

# Lists and maps of optional resource outputs (a splat of an optional
# property, a for expression over resources). The Go SDK has no arrays or
# maps of optional values (no IntPtrArray): they are a pulumi.Array or
# pulumi.Map of Ptr inputs, whose elements are read back as their Ptr
# inputs, and whose resolved values hold pointers and nils.
n = config.get_int("n", default=2)
extra = config.get_object("extra", default=[1, None, 3])
shuffles = []
for index in range(n):
    shuffles.append(
        random.RandomShuffle(
            f"shuffles-{index}",
            inputs=["a", "b", "c"],
            result_count=None if index == 0 else index,
        )
    )
images = []
for index, value in enumerate(["a", "b"]):
    images.append(
        aws.ec2.Ami(f"images-{index}", name=f"image-{value}", ena_support=value == "b")
    )
counts = [item.result_count for item in shuffles]
enas = [item.ena_support for item in images]
seeds = [s.seed for s in shuffles]
by_index = {f"shuffle{i}": s.result_count for i, s in enumerate(shuffles)}
pulumi.export("counts", counts)
pulumi.export(
    "firstCount",
    cast("pulumi.Output[list[Optional[int]]]", pulumi.Output.from_input(counts)).apply(
        lambda counts: _element(counts, 0)
    ),
)
pulumi.export("howMany", len(counts))
pulumi.export("secondEna", enas[1])
pulumi.export("seeds", seeds)
pulumi.export(
    "doubled",
    pulumi.Output.all(counts=counts, values=[c for c in counts]).apply(
        lambda args: [
            _operand(args["values"][key]) * 2
            for key in range(len(args["counts"]))
            if args["values"][key] is not None
        ]
    ),
)
pulumi.export(
    "filled",
    [
        c.apply(lambda c_, i=i: extra[i] if c_ is None else c_)
        for i, c in enumerate(counts)
    ],
)
pulumi.export(
    "described",
    pulumi.Output.format(
        "counts {0} second {1} ena {2}",
        str(len(counts)),
        counts[1].apply(_not_null),
        enas[1].apply(lambda enas_: "true" if enas_ else "false"),
    ),
)
pulumi.export("single", counts[1].apply(lambda counts_: _single_or_none([counts_])))
pulumi.export("plainSingle", _single_or_none([extra[1]]))
pulumi.export("pair", [shuffles[0].result_count, None])
pulumi.export(
    "looked",
    cast(
        "pulumi.Output[dict[str, Optional[int]]]", pulumi.Output.from_input(by_index)
    ).apply(lambda by_index: by_index.get("shuffle1", 0)),
)
pulumi.export(
    "present",
    pulumi.Output.all(
        by_index=by_index, values={k: v for k, v in by_index.items()}
    ).apply(
        lambda args: [
            k for k in sorted(args["by_index"]) if args["values"][k] is not None
        ]
    ),
)
pulumi.export("secretCounts", pulumi.Output.secret(pulumi.Output.all(*counts)))
pulumi.export("countsJSON", pulumi.Output.from_input(counts).apply(_to_json))
pulumi.export(
    "entryValues",
    [
        pulumi.Output.from_input(e)["value"]
        for e in [{"key": key, "value": value} for key, value in enumerate(counts)]
    ],
)

# Components given such lists and maps as inputs, and giving one back.
from_outputs = Counts(
    "fromOutputs",
    {
        "values": cast(Any, pulumi.Output.secret(pulumi.Output.all(*counts))),
        "named": cast(Any, pulumi.Output.secret(by_index)),
    },
)
from_plain = Counts("fromPlain", {"values": extra, "named": {"one": 1, "none": None}})
pulumi.export("componentTotal", from_outputs.total)
pulumi.export("componentKept", from_outputs.kept)
pulumi.export("plainKept", from_plain.kept)
