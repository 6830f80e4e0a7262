import decimal

import pulumi
import pulumi_random as random


def _join_element(value) -> str:
    # PCL's join converts each element of the list to a string, and a null
    # element is an error.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return _to_string(value)


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


# Loops over collections whose elements hold outputs beside plain values
# read the elements as outputs; builtins given what they read (element,
# lookup, join, a template) compute outputs too.
pass_ = random.RandomPassword("pass", length=8)
flags = [pass_.upper, True]

# entries of a loop's values that are outputs, filtered by a plain key read
# through element (fuzz seed 10062).
by_key = {
    f"k{i}": pass_.upper.apply(lambda upper: not upper)
    for i, entry in enumerate(
        [
            {"key": key, "value": value}
            for key, value in enumerate(
                [
                    pulumi.Output.from_input(flag).apply(
                        lambda flag_, k=k: 13 if flag_ else k
                    )
                    for k, flag in enumerate(flags)
                ]
            )
        ]
    )
    if entry["key"] == 0
}
reads = [
    {
        "element": o["key"] == 0,
        "index": [o["key"]][0] == 0,
        "attr": {"a": o["key"]}["a"] == 0,
        "lookup": {"a": o["key"]}.get("a", 0) == 0,
        "direct": o["key"] == 0,
        "template": str(o["key"]),
        "joined": ",".join(map(_join_element, [o["key"], "3"])),
        "mixed": o["key"] == 1,
        "loop": [x + 1 for x in [o["key"]]],
        "length": len([o["key"]]) + 0,
    }
    for o in [{"key": 1, "value": pass_.length}]
]
pulumi.export("byKey", by_key)
pulumi.export("reads", reads)
