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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# A for expression that makes an object fails where two elements make one
# key (without `...`, which groups them): here it is read through try,
# whose fallback shows the failure. Keys each element makes once (the
# loop's key, alone or in a template, a range's value, an entry's key)
# need no check; keys that may collide but do not, from plain values and
# outputs, and of values that are outputs, pass the check.
names = config.get_object("names", default=["a", "b", "a"])
distinct = config.get_object("distinct", default=["a", "b"])
pet = random.RandomPet("pet", length=2)
plain_duplicates = _try(
    lambda: _from_entries([(n, 1) for n in names]), lambda: {"fallback": 0}
)
plain_unique = {f"k{i}": n for i, n in enumerate(names)}
from_range = {f"r{n}": n for n in list(range(3))}
from_entries = {
    e["key"]: e["value"]
    for e in [
        {"key": key, "value": value} for key, value in sorted({"x": 1, "y": 2}.items())
    ]
}
grouped = _group([(n, 1) for n in names])
plain_distinct = _from_entries([(f"{n}!", 1) for n in distinct])
output_values = _from_entries([(n, pet.id) for n in distinct])
output_keys = pet.id.apply(
    lambda id_: _from_entries([(f"{id_}-{n}", n) for n in distinct])
)
shuffled = random.RandomShuffle(
    "shuffled", inputs=["x"], keepers=_from_entries([(n, pet.id) for n in distinct])
)
pulumi.export("plainDuplicates", plain_duplicates)
pulumi.export("plainUnique", plain_unique)
pulumi.export("fromRange", from_range)
pulumi.export("fromEntries", from_entries)
pulumi.export("grouped", grouped)
pulumi.export("plainDistinct", plain_distinct)
pulumi.export("outputValues", output_values)
pulumi.export("outputKeys", output_keys)
