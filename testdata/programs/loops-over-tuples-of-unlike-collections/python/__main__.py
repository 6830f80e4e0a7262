import decimal

import pulumi
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
on = config.get_bool("on", default=True)
pets = random.RandomShuffle("pets", inputs=["a", "b"])

# Lists of unlike Go types: ints known later beside a list of optional ints.
pairs = [
    pets.results.apply(lambda results: [5 for v in results]),
    [pets.result_count] if on else [pulumi.Output.from_input(6)],
]

# The same with a null among them.
pairs_or_null = [
    pets.results.apply(lambda results: [5 for v in results]),
    [pets.result_count] if on else [pulumi.Output.from_input(6)],
    None,
]

# Maps of unlike Go types.
tables = [
    pets.results.apply(lambda results: _from_entries([(v, 1) for v in results])),
    {"a": pets.result_count} if on else {"b": 2},
]
pulumi.export(
    "lengths",
    [pulumi.Output.from_input(pair).apply(lambda pair_: len(pair_)) for pair in pairs],
)
pulumi.export(
    "indexed",
    [
        pulumi.Output.format(
            "{0}:{1}",
            str(i),
            pulumi.Output.from_input(pair).apply(lambda pair_: len(pair_)),
        )
        for i, pair in enumerate(pairs)
    ],
)
pulumi.export(
    "nullable",
    [
        pulumi.Output.from_input(pair).apply(
            lambda pair_: -1 if pair_ is None else len(_operand(pair_))
        )
        for pair in pairs_or_null
    ],
)
pulumi.export(
    "tableKeys",
    [
        pulumi.Output.from_input(t).apply(lambda t_: ",".join([k for k in sorted(t_)]))
        for t in tables
    ],
)
pulumi.export(
    "first",
    pulumi.Output.all(pairs=pairs[0], pairs_=pairs[1]).apply(
        lambda args: len(args["pairs"]) + len(args["pairs_"])
    ),
)
pulumi.export(
    "last",
    pulumi.Output.from_input(_element(pairs, len(pairs) - 1)).apply(
        lambda element: len(element)
    ),
)
pulumi.export(
    "lastIndexed",
    pulumi.Output.from_input(_index(pairs, len(pairs) - 1)).apply(lambda v: len(v)),
)

# A resource ranged over the tuple: each instance's range.value is a list of
# any Go element type.
shuffled = pulumi.Output.unsecret(pulumi.Output.all(*pairs)).apply(
    lambda resolved: [
        random.RandomShuffle(
            f"shuffled-{index}", inputs=[_to_string(_not_null(x)) for x in value]
        )
        for index, value in enumerate(resolved)
    ]
)
