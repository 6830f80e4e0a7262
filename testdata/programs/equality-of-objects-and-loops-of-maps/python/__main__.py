import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


def _equal(a, b):
    # PCL's ==, where Python's finds True equal to 1 (and False to 0): a
    # bool equals no number, in a collection too.
    if isinstance(a, bool) != isinstance(b, bool):
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        # A key whose value is None is one the dict lacks (an object's
        # unset property).
        a = {k: v for k, v in a.items() if v is not None}
        b = {k: v for k, v in b.items() if v is not None}
        return a.keys() == b.keys() and all(_equal(a[k], b[k]) for k in a)
    return a == b


config = pulumi.Config()

# An object and the map a for expression builds are of different types:
# never equal, even when both are empty, nor when the map holds what the
# object does.
flag = config.get_bool("flag", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
empty_of_empty = _both_none({}, {f"k{k}": v for k, v in enumerate([])})
chosen_of_empty = not _both_none({} if flag else {}, {k: v for k, v in {}.items()})
same_contents = _both_none({"a": "x"}, {k: v for k, v in {"a": "x"}.items()})
secret_of_empty = pulumi.Output.secret(
    _both_none({}, {f"k{k}": v for k, v in enumerate([])})
)
pulumi.export("emptyOfEmpty", empty_of_empty)
pulumi.export("chosenOfEmpty", chosen_of_empty)
pulumi.export("sameContents", same_contents)
pulumi.export("secretOfEmpty", secret_of_empty)
pulumi.export(
    "overOutputs",
    shuffle.results.apply(
        lambda results: _both_none(
            {}, {f"k{k}": v for k, v in enumerate(results) if v == "none"}
        )
    ),
)
pulumi.export(
    "mapsOfMaps",
    _equal({f"k{k}": v for k, v in enumerate([])}, {k: v for k, v in {}.items()}),
)
