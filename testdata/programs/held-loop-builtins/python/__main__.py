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


def _to_string(value):
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK.
    return value


# Loops over collections whose elements hold outputs beside plain values
# read the elements as outputs; builtins given what they read (element,
# lookup, join, a template) compute outputs too.
pass_ = random.RandomPassword("pass", length=8)
flags = [pass_.upper, True]

# entries of a loop's values that are outputs, filtered by a plain key read
# through element (fuzz seed 10062).
by_key = pulumi.Output.all(
    values=[
        pulumi.Output.from_input(flag).apply(lambda flag_, k=k: 13 if flag_ else k)
        for k, flag in enumerate(flags)
    ],
    upper=pass_.upper,
    values_=[
        pulumi.Output.from_input(entry)
        for entry in [
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
    ],
).apply(
    lambda args: {
        f"k{i}": not args["upper"]
        for i in range(
            len(
                [
                    {"key": key, "value": value}
                    for key, value in enumerate(args["values"])
                ]
            )
        )
        if [args["values_"][i]["key"]][0] == 0
    }
)
reads = [
    {
        "element": pulumi.Output.from_input(o).apply(lambda o_: [o_["key"]][0] == 0),
        "index": [pulumi.Output.from_input(o)["key"]][0].apply(lambda v: v == 0),
        "attr": {"a": pulumi.Output.from_input(o)["key"]}["a"].apply(lambda a: a == 0),
        "lookup": pulumi.Output.from_input(o).apply(
            lambda o_: {"a": o_["key"]}.get("a", 0) == 0
        ),
        "direct": pulumi.Output.from_input(o).apply(lambda o_: o_["key"] == 0),
        "template": pulumi.Output.format(
            "{0}", pulumi.Output.from_input(o).apply(lambda o_: [o_["key"]][0])
        ),
        "joined": pulumi.Output.from_input(o).apply(
            lambda o_: ",".join(map(_join_element, [o_["key"], "3"]))
        ),
        "mixed": pulumi.Output.from_input(
            [pulumi.Output.from_input(o)["key"], 2][0]
        ).apply(lambda v: v == 1),
        "loop": [
            pulumi.Output.from_input(x).apply(lambda x_: x_ + 1)
            for x in [pulumi.Output.from_input(o)["key"]]
        ],
        "length": len([pulumi.Output.from_input(o)["key"]]) + 0,
    }
    for o in [{"key": 1, "value": pass_.length}]
]
pulumi.export("byKey", by_key)
pulumi.export("reads", reads)
