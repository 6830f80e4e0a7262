import pulumi
import pulumi_random as random


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


# Resources ranged over a conditional between two maps: the loop reads the
# entries of whichever the condition picks.
flag = True
tagged = {}
for key, value in ({"first": 1, "second": 2} if flag else {"third": 3}).items():
    tagged[key] = random.RandomPet(f"tagged-{key}", prefix=f"{key}-{_not_null(value)}")
pulumi.export("prefixes", [pet.prefix for _, pet in sorted(tagged.items())])
