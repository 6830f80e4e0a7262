import decimal

import pulumi
import pulumi_random as random


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _join_element(value) -> str:
    # PCL's join converts each element of the list to a string, and a null
    # element is an error.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return _to_string(value)


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


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
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

# Locals, attributes and values of unions of collections (an optional list
# and a tuple, an optional map and an object), read by index, key, loops,
# builtins and templates: each is the one collection its kinds convert to.
use_names = config.get_bool("useNames", default=True)
names = config.get_object("names", default=["x", "y"])
sizes = config.get_object("sizes", default={"a": "1"})
shuffle = random.RandomShuffle("shuffle", inputs=["p", "q"])
chosen_list = names if use_names else ["a", "b", "c"]
chosen_map = sizes if use_names else {"b": "2"}
eventual_list = shuffle.results.apply(
    lambda results: names if len(results) > 1 else ["d"]
)
pulumi.export(
    "reads",
    [
        _operand(chosen_list)[0],
        _present(chosen_map)["a"],
        eventual_list[0],
        [f"{x}!" for x in _operand(chosen_list)],
        [f"{k}={v}" for k, v in sorted(_operand(chosen_map).items())],
        eventual_list.apply(
            lambda eventual_list: [f"{x}?" for x in _operand(eventual_list)]
        ),
    ],
)
idx = config.get_int("idx", default=1)
nested_choice = (
    shuffle.results.apply(lambda results: ["e"] if len(results) > 5 else names)
    if use_names
    else pulumi.Output.from_input(["f", "g"])
)
objs = [{"n": "a"}] if use_names else [{"n": "b"}, {"n": "c"}]
pulumi.export(
    "more",
    [
        _operand(chosen_list)[idx],
        _element(_operand(chosen_list), 1),
        _present(chosen_map)["a"],
        _operand(chosen_map).get("z", "none"),
        ",".join(map(_join_element, _operand(chosen_list))),
        len(_operand(chosen_map)),
        nested_choice[0],
        nested_choice.apply(lambda nested_choice: [x for x in _operand(nested_choice)]),
        _not_null(_operand(chosen_list)[0])
        + "-"
        + _not_null(_present(chosen_map)["a"]),
        objs[0]["n"],
        [item["n"] for item in objs],
    ],
)
holder = {
    "l": names if use_names else ["a", "b"],
    "m": sizes if use_names else {"q": "r"},
}
pulumi.export(
    "inline",
    [
        (names if use_names else ["a", "b"])[0],
        holder["l"][1],
        holder["m"]["a"],
        [x for x in _operand(holder["l"])],
        len(_operand(holder["l"])),
    ],
)
