from typing import Any, cast

import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


config = pulumi.Config()

# Conditionals whose branches are collections of different kinds, which
# PCL types as a union of them (an optional list and a tuple, an optional
# map and an object): each is the one collection both branches convert to,
# wherever it is used.
use_names = config.get_bool("useNames", default=True)
names = config.get_object("names", default=["x", "y"])
sizes = config.get_object("sizes", default={"a": "1"})
shuffle = random.RandomShuffle("shuffle", inputs=["p", "q"])
chosen_list = names if use_names else ["a", "b", "c"]
chosen_map = sizes if use_names else {"b": "2"}
eventual_list = shuffle.results.apply(
    lambda results: names if len(results) > 1 else ["d"]
)
nested_list = (
    shuffle.results.apply(lambda results: ["e"] if len(results) > 5 else names)
    if use_names
    else pulumi.Output.from_input(["f", "g"])
)
given = random.RandomShuffle(
    "given",
    inputs=names if use_names else ["h", "i"],
    keepers=sizes if use_names else {"k": "v"},
)
eventually_given = random.RandomShuffle(
    "eventuallyGiven",
    inputs=cast(
        Any, shuffle.results.apply(lambda results: names if len(results) > 1 else ["j"])
    ),
)

# An eventual branch that may be null, chosen by an eventual condition.
maybe_results = shuffle.results.apply(
    lambda results: results if len(results) >= 0 else None
)
given_maybe = random.RandomShuffle(
    "givenMaybe",
    inputs=cast(
        Any,
        pulumi.Output.all(
            secret=pulumi.Output.secret(use_names), maybe_results=maybe_results
        ).apply(lambda args: args["maybe_results"] if args["secret"] else ["n", "o"]),
    ),
)

# singleOrNone of them.
single = _single_or_none(_operand(["one"] if use_names else names))
single_eventual = pulumi.Output.all(
    results=shuffle.results, maybe_results=maybe_results
).apply(
    lambda args: _single_or_none(
        _operand(["b"] if len(args["results"]) > 5 else args["maybe_results"])
    )
)
pulumi.export(
    "reads",
    [
        len(_operand(chosen_list)),
        chosen_list,
        chosen_map,
        eventual_list,
        nested_list,
        [f"{x}!" for x in _operand(names if use_names else ["l"])],
        given.inputs.apply(lambda inputs: len(inputs)),
        eventually_given.inputs,
        given_maybe.inputs,
        single,
        single_eventual,
    ],
)
