import math

import pulumi
import pulumi_random as random


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


# Ranged resources whose loops bind values of different types to the same
# range.value, read in try and can: the value each reads is its own loop's.
names = {}
for key, value in {"a": "x", "b": "y"}.items():
    names[key] = random.RandomPet(f"names-{key}", prefix=f"{key}-{value}")
sized = {}
for key, value in {"a": 1, "b": 2}.items():
    sized[key] = random.RandomString(
        f"sized-{key}",
        length=_try(lambda value=value: int(math.fmod(value, 5)) + 8, lambda: 3),
        special=_can(lambda value=value: value * 2),
    )
listed = []
for index, value in enumerate([{"size": 9}, {"size": 10}]):
    listed.append(
        random.RandomString(
            f"listed-{index}", length=_try(lambda value=value: value["size"], lambda: 4)
        )
    )
pulumi.export("lengths", [s.length for _, s in sorted(sized.items())])
