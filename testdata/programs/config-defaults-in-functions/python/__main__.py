import decimal

import pulumi
import pulumi_random as random

from sized import Sized


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


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

# Config variables with defaults, of every type and secret or not, read
# inside the function literals generated code declares: try's and can's
# alternatives, for expressions, applies over a resource's outputs and a
# component's inputs. Each reads the variable's value, never null.
count = config.get_int("count", default=2)
ratio = config.get_float("ratio", default=1.5)
enabled = config.get_bool("enabled", default=True)
label = config.get("label", default="lbl")
names = config.get_object("names", default=["p", "q", "r"])
tags = config.get_object("tags", default={"a": "x", "b": "y"})
shape = config.get_object("shape", default={"size": 3, "name": "s"})
anything = config.get_object("anything", default={"k": 1})
secret_count = config.get_secret_int("secretCount", default=3)
secret_ratio = config.get_secret_float("secretRatio", default=0.5)
secret_enabled = config.get_secret_bool("secretEnabled", default=False)
secret_label = config.get_secret("secretLabel", default="hidden")
secret_tags = config.get_secret_object("secretTags", default={"s": "t"})

# A default computed by a call, evaluated only when the key is unset (see
# config-default-when-unset).
total = _config_default(config.get_int("total"), lambda: len(names) + 1)
secret_total = _config_default(
    config.get_secret_int("secretTotal"), lambda: pulumi.Output.secret(len(tags) * 2)
)
pet = random.RandomPet("pet", length=count)
tried = [
    _try(lambda: _index(names, count + 5), lambda: label),
    _try(lambda: f"{_index(names, count)}-{_number_text(ratio * 2)}", lambda: "none"),
    _try(lambda: tags[label], lambda: "none"),
    _try(lambda: shape["size"] + count, lambda: 0),
    _try(
        lambda: _to_string(_not_null(anything["k"])) + "-" + str(total), lambda: "none"
    ),
    _try(lambda: label if enabled else "off", lambda: "none"),
]
checked = [
    _can(lambda: _index(names, count)),
    _can(lambda: _index(names, count + 5)),
    _can(lambda: tags[label]),
    _can(lambda: ratio * count),
    _can(lambda: enabled and shape["size"] > 2),
    _can(lambda: _index(names, total)),
]
secret_tried = pulumi.Output.all(
    secret_count=secret_count, secret_total=secret_total
).apply(
    lambda args: _try(
        lambda: args["secret_count"] + args["secret_total"] + count, lambda: 0
    )
)
pulumi.export("tried", tried)
pulumi.export("checked", checked)
pulumi.export("secretTried", secret_tried)
pulumi.export(
    "looped",
    [
        f"{n}-{i + count}-{_number_text(ratio * i)}-{str(enabled).lower()}-{label}-{total}"
        for i, n in enumerate(names)
    ],
)
pulumi.export(
    "loopedMap", {k: v + str(count) + shape["name"] for k, v in tags.items() if enabled}
)
pulumi.export(
    "applied",
    pulumi.Output.concat(
        pet.id,
        "-",
        str(count + 1),
        "-",
        label,
        "-",
        _number_text(ratio * 2),
        "-",
        str(enabled).lower(),
        "-",
        str(shape["size"] + count),
        "-",
        str(total),
    ),
)
pulumi.export(
    "appliedLength", pet.length.apply(lambda length: length + count + shape["size"])
)
pulumi.export(
    "secrets",
    pulumi.Output.format(
        "{0}-{1}-{2}-{3}-{4}",
        pet.id,
        secret_label,
        secret_count.apply(lambda secret_count: secret_count + count),
        secret_ratio.apply(lambda secret_ratio: _number_text(secret_ratio * ratio)),
        secret_enabled.apply(
            lambda secret_enabled: "true" if secret_enabled else "false"
        ),
    ),
)
pulumi.export("secretTags", secret_tags)
small = Sized("small", {"base": count})
ranged = pulumi.Output.unsecret(pet.length).apply(
    lambda resolved: [
        Sized(f"ranged-{index}", {"base": count + index, "label": label})
        for index in range(int(resolved))
    ]
)
pulumi.export("smallText", small.text)
pulumi.export(
    "rangedTexts",
    ranged.apply(lambda ranged: pulumi.Output.all(*[item.text for item in ranged])),
)
