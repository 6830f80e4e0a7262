import decimal

import pulumi
import pulumi_random as random

from holder import Holder


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Config of collection, object and scalar types with defaults, secret and
# not, read as one value: indexed, iterated, and read inside try and can.
secret_tags = config.get_secret_object("secretTags", default={"a": "x", "b": "y"})
secret_names = config.get_secret_object("secretNames", default=["p", "q"])
secret_shape = config.get_secret_object("secretShape", default={"size": 3, "name": "s"})
secret_counts = config.get_secret_object("secretCounts", default={"one": 1})
secret_label = config.get_secret("secretLabel", default="hidden")
secret_count = config.get_secret_int("secretCount", default=2)
secret_ratio = config.get_secret_float("secretRatio", default=0.5)
secret_enabled = config.get_secret_bool("secretEnabled", default=True)
tags = config.get_object("tags", default={"a": "x"})
names = config.get_object("names", default=["m", "n"])
shape = config.get_object("shape", default={"size": 4, "name": "t"})
sizes = config.get_object("sizes", default=[1, 2])
secret_rows = config.get_secret_object("secretRows", default=[{"a": "x"}])
secret_groups = config.get_secret_object("secretGroups", default={"a": [1, 2]})
secret_nested = config.get_secret_object(
    "secretNested", default={"inner": {"k": "v"}, "items": ["i"]}
)
secret_set = config.get_secret_object("secretSet", default=["s1", "s2"])
pet = random.RandomPet("pet", length=secret_shape["size"], prefix=secret_tags["a"])
pulumi.export(
    "indexed",
    pulumi.Output.format(
        "{0}-{1}-{2}-{3}",
        secret_tags["a"],
        secret_names[1],
        secret_shape["name"],
        pulumi.Output.all(secret_counts=secret_counts, secret_count=secret_count).apply(
            lambda args: args["secret_counts"]["one"] + args["secret_count"]
        ),
    ),
)
pulumi.export(
    "iterated",
    secret_tags.apply(
        lambda secret_tags: [f"{k}={v}" for k, v in sorted(secret_tags.items())]
    ),
)
pulumi.export(
    "iteratedList",
    pulumi.Output.all(secret_names=secret_names, secret_count=secret_count).apply(
        lambda args: _from_entries(
            [(n, i + args["secret_count"]) for i, n in enumerate(args["secret_names"])]
        )
    ),
)
pulumi.export(
    "tried",
    [
        secret_tags.apply(
            lambda secret_tags: _try(lambda: secret_tags["zz"], lambda: "none")
        ),
        secret_tags.apply(
            lambda secret_tags: _try(lambda: secret_tags["a"], lambda: "none")
        ),
        pulumi.Output.all(secret_names=secret_names, secret_label=secret_label).apply(
            lambda args: _try(
                lambda: args["secret_names"][5], lambda: args["secret_label"]
            )
        ),
        pulumi.Output.all(secret_shape=secret_shape, secret_ratio=secret_ratio).apply(
            lambda args: _try(
                lambda: _number_text(
                    args["secret_shape"]["size"] * args["secret_ratio"]
                ),
                lambda: "none",
            )
        ),
        secret_counts.apply(
            lambda secret_counts: (
                "absent"
                if _try(lambda: secret_counts["two"], lambda: 0) == 0
                else "present"
            )
        ),
    ],
)
pulumi.export(
    "checked",
    [
        secret_tags.apply(lambda secret_tags: _can(lambda: secret_tags["a"])),
        secret_tags.apply(lambda secret_tags: _can(lambda: secret_tags["zz"])),
        secret_names.apply(lambda secret_names: _can(lambda: secret_names[1])),
        secret_counts.apply(lambda secret_counts: _can(lambda: secret_counts["two"])),
        pulumi.Output.all(
            secret_enabled=secret_enabled, secret_shape=secret_shape
        ).apply(
            lambda args: _can(
                lambda: args["secret_enabled"] and args["secret_shape"]["size"] > 2
            )
        ),
    ],
)
pulumi.export(
    "plainIndexed",
    tags["a"]
    + "-"
    + names[0]
    + "-"
    + shape["name"]
    + "-"
    + str(sizes[1] + shape["size"]),
)
pulumi.export(
    "plainTried",
    [
        _try(lambda: tags["zz"], lambda: "none"),
        _try(lambda: names[3], lambda: "none"),
        _try(lambda: str(sizes[0] + shape["size"]), lambda: "none"),
    ],
)
pulumi.export("plainIterated", {k: f"{v}{len(names)}" for k, v in tags.items()})
pulumi.export(
    "whole",
    {
        "tags": secret_tags,
        "names": secret_names,
        "shape": secret_shape,
        "counts": secret_counts,
        "length": pulumi.Output.all(
            secret_names=secret_names, secret_tags=secret_tags
        ).apply(lambda args: len(args["secret_names"]) + len(args["secret_tags"])),
    },
)
pulumi.export(
    "deep",
    [
        secret_rows[0]["a"],
        secret_rows.apply(
            lambda secret_rows: _try(lambda: secret_rows[0]["zz"], lambda: "none")
        ),
        pulumi.Output.format("{0}", secret_groups["a"][1]),
        secret_groups.apply(
            lambda secret_groups: _try(
                lambda: str(secret_groups["zz"][0]), lambda: "none"
            )
        ),
        secret_nested["inner"]["k"],
        secret_nested.apply(
            lambda secret_nested: _try(
                lambda: secret_nested["inner"]["zz"], lambda: "none"
            )
        ),
        secret_nested["items"][0],
        pulumi.Output.format(
            "{0}", secret_set.apply(lambda secret_set: len(secret_set))
        ),
        secret_set.apply(lambda secret_set: ",".join([f"{s}!" for s in secret_set])),
    ],
)

# Component inputs with defaults, set to outputs by one instance and left
# unset by the other.
given = Holder(
    "given",
    {
        "tags": secret_tags,
        "names": secret_names,
        "nested": secret_groups,
        "shape": secret_shape,
    },
)
defaulted = Holder("defaulted", {})
pulumi.export("holderTexts", [given.text, defaulted.text])
