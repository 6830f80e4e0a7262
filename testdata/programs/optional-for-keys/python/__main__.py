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


password = random.RandomPassword("password", length=12, override_special="!#")

# The keys of objects made by for expressions, read from an attribute that
# may be null (an optional output): PCL refuses a null key.
grouped = password.override_special.apply(
    lambda override_special: _group([(override_special, i) for i in [1, 2, 3]])
)
keyed = password.override_special.apply(
    lambda override_special: _from_entries([(override_special, i) for i in [1]])
)
pulumi.export("grouped", grouped)
pulumi.export("keyed", keyed)
