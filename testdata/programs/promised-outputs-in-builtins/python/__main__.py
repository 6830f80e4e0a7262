import base64
import decimal
import hashlib
import json
import unicodedata
from typing import cast

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


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


# A plain invoke's result is a promise; loops over it that make outputs
# (secrets) give a promise that holds outputs, and every builtin over it
# computes an output (fuzz seed 10143: lookup of such a map was typed a
# promise of a string, and Go read the outputs as strings).
ami = aws.ec2.get_ami(owners=["self", "amazon"])
secrets = [pulumi.Output.secret(o) for o in _operand(ami.owners)]
secret_map = _from_entries(
    [(o, pulumi.Output.secret(f"{o}!")) for o in _operand(ami.owners)]
)
recovered = _from_entries(
    [
        (
            o,
            _recover(
                lambda: pulumi.Output.secret(o),
                lambda error: pulumi.Output.from_input("none"),
            ),
        )
        for o in _operand(ami.owners)
    ]
)
counts = [pulumi.Output.secret(_grapheme_count(o)) for o in _operand(ami.owners)]
pass_ = random.RandomPassword("pass", length=8)
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name=cast(
        "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
    ).apply(lambda secrets: _element(secrets, 1)),
    policy_type=cast(
        "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(recovered)
    ).apply(lambda recovered: recovered.get("self", "missing")),
)
pulumi.export(
    "builtins",
    {
        "element": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: _element(secrets, 0)),
        "lookup": cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(secret_map)
        ).apply(lambda secret_map: secret_map.get("amazon", "missing")),
        "missing": cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(secret_map)
        ).apply(lambda secret_map: secret_map.get("nobody", "missing")),
        "joined": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: "+".join(secrets)),
        "length": len(secrets),
        "entries": cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(secret_map)
        ).apply(
            lambda secret_map: [
                {"key": key, "value": value}
                for key, value in sorted(secret_map.items())
            ]
        ),
        "json": pulumi.Output.from_input(secret_map).apply(_to_json),
        "max": cast("pulumi.Output[list[int]]", pulumi.Output.from_input(counts)).apply(
            lambda counts: max(counts)
        ),
        "maxMixed": cast(
            "pulumi.Output[list[int]]", pulumi.Output.from_input(counts)
        ).apply(lambda counts: max([3, *counts])),
        "maxHeld": pass_.length.apply(lambda length: max([length, 3])),
        "min": pulumi.Output.all(counts=counts[0], counts_=counts[1]).apply(
            lambda args: min(args["counts"], args["counts_"])
        ),
        "single": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: _single_or_none([_element(secrets, 0)])),
        "template": pulumi.Output.concat(
            "first ", secrets[0], " then ", secret_map["amazon"]
        ),
        "sha": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: hashlib.sha1("".join(secrets).encode()).hexdigest()),
        "encoded": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(
            lambda secrets: base64.b64encode(_element(secrets, 1).encode()).decode()
        ),
        "split": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: _element(secrets, 0).split("l")),
    },
)
pulumi.export(
    "reads",
    {
        "loop": cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(secrets)
        ).apply(lambda secrets: [f"{s}!" for s in secrets]),
        "filtered": cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(secret_map)
        ).apply(
            lambda secret_map: {k: v for k, v in secret_map.items() if k != "self"}
        ),
        "compared": secrets[0].apply(lambda secrets_: secrets_ == "self"),
        "chosen": secrets[1] if len(secrets) > 1 else pulumi.Output.from_input("none"),
        "summed": pulumi.Output.all(counts=counts[0], counts_=counts[1]).apply(
            lambda args: args["counts"] + args["counts_"]
        ),
    },
)
pulumi.export("policy", [policy.autoscaling_group_name, policy.policy_type])
