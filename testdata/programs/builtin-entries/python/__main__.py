import decimal
import hashlib

import pulumi


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


config = pulumi.Config()

# entries lists a map's entries in key order, whatever order the map was
# written in; a for expression over a map visits it in key order too.
labels = config.get_object(
    "labels", default={"zone": "b", "app": "web", "mode": "fast"}
)
settings = config.get_object("settings", default={"zeta": 1, "alpha": 2})
sizes = {"large": 3, "medium": 2, "small": 1}
pulumi.export(
    "labelEntries",
    [
        e["key"] + "=" + e["value"]
        for e in [{"key": key, "value": value} for key, value in sorted(labels.items())]
    ],
)
pulumi.export(
    "sizeKeys",
    [
        e["key"]
        for e in [{"key": key, "value": value} for key, value in sorted(sizes.items())]
    ],
)
pulumi.export(
    "settingValues",
    [
        e["value"]
        for e in [
            {"key": key, "value": value} for key, value in sorted(settings.items())
        ]
    ],
)
pulumi.export(
    "settingKeys",
    [
        e["key"]
        for e in [
            {"key": key, "value": value} for key, value in sorted(settings.items())
        ]
    ],
)
pulumi.export("labelValues", [v for _, v in sorted(labels.items())])
pulumi.export("sizeNames", [k for k in sorted(sizes)])

# The entries of an empty object, and of a conditional's, are of no known
# type: TypeScript types their values as unknown, which a function of a
# string does not take (fuzz seed 9963).
pulumi.export(
    "emptyHashes",
    [
        hashlib.sha1(_to_string(e["value"]).encode()).hexdigest()
        for e in [{"key": key, "value": value} for key, value in sorted({}.items())]
    ],
)
pulumi.export(
    "emptyCount",
    len(
        [
            hashlib.sha1(_to_string(e["value"]).encode()).hexdigest()
            for e in [{"key": key, "value": value} for key, value in sorted({}.items())]
        ]
    ),
)
