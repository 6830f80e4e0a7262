import decimal

import pulumi


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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


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

# Fuzz seed 10410: a loop over a value that is one of several collection
# types (a tuple of one length or another, an object of these attributes or
# those), the element of a map chosen from maps of different shapes.
flag = config.get_bool("flag", default=True)
lists = (
    {"beta": ["true"], "alpha": ["with space", "dollar$", "b-2"], "k1": [1, 2]}
    if flag
    else {}
)
objects = {"first": {"x": 1}, "second": {"y": "s", "z": False}} if flag else {}
pulumi.export(
    "joined",
    {
        f"k{key}": "-".join(map(_join_element, _operand(parts)))
        for key, parts in lists.items()
    },
)
pulumi.export(
    "numbered",
    {
        key: [f"{i}:{_to_string(s)}" for i, s in enumerate(_operand(parts))]
        for key, parts in lists.items()
    },
)
pulumi.export(
    "attributes",
    [
        [f"{name}.{attr}={_to_string(v)}" for attr, v in sorted(_operand(obj).items())]
        for name, obj in sorted(objects.items())
    ],
)
pulumi.export("counts", [len(_operand(obj)) for _, obj in sorted(objects.items())])
pulumi.export(
    "choices", [_to_string(v) for v in [1 if flag else False, False if flag else 2.5]]
)
