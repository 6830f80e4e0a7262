import decimal

import pulumi
import pulumi_random as random


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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# Numbers used as list indexes, numbers and bools used as map keys, and a
# splat over a resource ranged over a map. A number index is a whole
# number (an int in Go); a key that is not a string is converted to one,
# as a template converts it; a splat over a map, as over any value that is
# not a list, is a list of the map itself, so `.result` reads the key
# "result".
idx = config.get_float("idx", default=1)
n = config.get_int("n", default=0)
xs = ["a", "b", "c"]
keyed = {"0": "zero", "1": "one"}
by_index = {str(k): v for k, v in enumerate(xs)}
by_number = _from_entries(
    [(_number_text(v), f"n{_number_text(v)}") for v in [1.5, 2, idx]]
)
by_bool = _from_entries([(str(b).lower(), not b) for b in [True, False]])
positions = _from_entries([(v, k) for k, v in enumerate(xs)])
rl = []
for index in range(2):
    rl.append(random.RandomString(f"rl-{index}", length=3 + index))
r = {}
for key, value in {"result": 1, "other": 2}.items():
    r[key] = random.RandomString(f"r-{key}", length=value + 3)
pulumi.export(
    "picked",
    [
        _index(xs, _to_int(idx)),
        _index(xs, n),
        _index(xs, _to_int(idx + 1)),
        keyed[str(n)],
        keyed[_number_text(idx)],
        by_index["0"],
        by_index[_number_text(idx)],
    ],
)
pulumi.export("pickedResult", _index(rl, _to_int(idx)).result)
pulumi.export("maps", [by_index, by_number, by_bool["true"], positions["c"]])
pulumi.export("viaSplat", [item["result"].result for item in [r]])
