import decimal
import json
import unicodedata
from typing import Any, Optional, cast

import pulumi
import pulumi_maxItemsOne as max_items_one

from comp import Comp


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


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


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


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


def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


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

# Lists, maps and tuples of optional objects of a schema's types that hold
# outputs (the splat of a ranged resource's optional object property): as
# the arguments of applies of one and of many outputs, filtered, secret,
# chosen by a condition, written by toJSON, exported whole and given to a
# component (fuzz seed 9626: Go asserted the resolved pulumi.Array, an
# []interface{}, as []*tls.SelfSignedCertSubject; Python exported the SDK's objects
# keyed by Python names, and TypeScript's toJSON left out unset properties).
prefix = config.get("prefix", default="p")
site = []
for index in range(2):
    site.append(
        max_items_one.Resource(
            f"site-{index}", inner_resource={"some_input": True if index > 0 else None}
        )
    )
plain = max_items_one.Resource("plain")
configs = [item.inner_resource for item in site]
by_key = {f"k{i}": s.inner_resource for i, s in enumerate(site)}
pair = [site[0].inner_resource, plain.inner_resource]
secret_configs = pulumi.Output.secret(
    pulumi.Output.all(*[item.inner_resource for item in site])
)
chosen = pulumi.Output.all(
    urn=site[0].urn, values=[item.inner_resource for item in site]
).apply(lambda args: args["values"] if _grapheme_count(args["urn"]) > 0 else [])
echo = Comp(
    "echo",
    {
        "configs": pulumi.Output.from_input(configs).apply(
            lambda value: _pcl_value(value, [{"some_input": ("someInput", None)}])
        )
    },
)
pulumi.export(
    "indexes",
    pulumi.Output.all(
        urn=site[0].urn, values=[item.inner_resource for item in site]
    ).apply(
        lambda args: _grapheme_count(args["urn"])
        * len([i for i in range(len(args["values"]))])
    ),
)
pulumi.export(
    "someInputs",
    [
        pulumi.Output.format(
            "{0}{1}{2}",
            prefix,
            site[0].urn.apply(lambda urn: _grapheme_count(urn)),
            s.apply(
                lambda s_: (
                    "none"
                    if s_ is None
                    else (
                        "unset"
                        if _present(s_).some_input is None
                        else "true" if _present(s_).some_input else "false"
                    )
                )
            ).apply(_not_null),
        )
        for s in [item.inner_resource for item in site]
    ],
)
pulumi.export(
    "joined",
    cast(
        "pulumi.Output[list[Optional[str]]]",
        pulumi.Output.from_input(
            [
                s.apply(
                    lambda s_: (
                        "none"
                        if s_ is None
                        else (
                            "unset"
                            if _present(s_).some_input is None
                            else "true" if _present(s_).some_input else "false"
                        )
                    )
                )
                for s in [item.inner_resource for item in site]
            ]
        ),
    ).apply(lambda values: ",".join(map(_join_string, values))),
)
pulumi.export(
    "mapped",
    {
        k: pulumi.Output.format(
            "{0}{1}",
            site[0].urn.apply(lambda urn: _grapheme_count(urn)),
            s.apply(
                lambda s_: (
                    "none"
                    if s_ is None
                    else (
                        "unset"
                        if _present(s_).some_input is None
                        else "true" if _present(s_).some_input else "false"
                    )
                )
            ).apply(_not_null),
        )
        for k, s in by_key.items()
    },
)
pulumi.export(
    "paired",
    [
        pulumi.Output.all(s=s, urn=site[0].urn).apply(
            lambda args: (
                "none"
                if args["s"] is None
                else str(_grapheme_count(args["urn"]))
                + _not_null(
                    "unset"
                    if _present(args["s"]).get("some_input") is None
                    else "true" if _present(args["s"]).get("some_input") else "false"
                )
            )
        )
        for s in pair
    ],
)
pulumi.export(
    "filtered",
    pulumi.Output.all(
        values=[item.inner_resource for item in site],
        values_=[s for s in [item.inner_resource for item in site]],
    ).apply(
        lambda args: [
            i for i in range(len(args["values"])) if args["values_"][i] is not None
        ]
    ),
)
pulumi.export(
    "filteredMap",
    pulumi.Output.all(by_key=by_key, values={k: s for k, s in by_key.items()}).apply(
        lambda args: {
            k: _present(args["values"][k]).get("some_input")
            for k in args["by_key"]
            if _present(args["values"][k]).get("some_input") == True
        }
    ),
)
pulumi.export(
    "encoded",
    pulumi.Output.from_input([item.inner_resource for item in site])
    .apply(lambda value: _pcl_value(value, [{"some_input": ("someInput", None)}]))
    .apply(_to_json),
)
pulumi.export(
    "first",
    cast(
        "pulumi.Output[list[Optional[dict[str, Any]]]]",
        pulumi.Output.from_input([item.inner_resource for item in site]),
    )
    .apply(lambda values: _element(values, 0))
    .apply(lambda value: _pcl_value(value, {"some_input": ("someInput", None)})),
)
pulumi.export(
    "secretCount", secret_configs.apply(lambda secret_configs: len(secret_configs))
)
pulumi.export(
    "secretDocuments",
    secret_configs.apply(
        lambda secret_configs: [
            (
                "none"
                if s is None
                else (
                    "unset"
                    if _present(s).get("some_input") is None
                    else "true" if _present(s).get("some_input") else "false"
                )
            )
            for s in secret_configs
        ]
    ),
)
pulumi.export(
    "chosenDocuments",
    chosen.apply(lambda chosen: [_present(s).get("some_input") for s in chosen]),
)
pulumi.export(
    "whole",
    pulumi.Output.from_input(configs).apply(
        lambda value: _pcl_value(value, [{"some_input": ("someInput", None)}])
    ),
)
pulumi.export(
    "wholeMap",
    pulumi.Output.from_input(by_key).apply(
        lambda value: _pcl_value(value, ("map", {"some_input": ("someInput", None)}))
    ),
)
pulumi.export(
    "wholePair",
    pulumi.Output.from_input(pair).apply(
        lambda value: _pcl_value(value, [{"some_input": ("someInput", None)}])
    ),
)
pulumi.export("echoed", echo.configs)
