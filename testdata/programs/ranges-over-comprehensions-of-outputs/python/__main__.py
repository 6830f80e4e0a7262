import hashlib
from typing import cast

import pulumi
import pulumi_random as random
import pulumi_simple as simple


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


config = pulumi.Config()

# Resources ranged over a comprehension whose values are outputs and whose
# filter reads one or an invoke's secret result, over a list and over an
# empty tuple: the range is made an
# output of the resolved list (Python's type checker typed it a list of
# outputs, whose elements a template adds to).
names = config.get_object("names", default=["a", "b"])
one = random.RandomPet("one", length=1)
named = pulumi.Output.unsecret(
    one.id.apply(lambda id_: [id_ for n in names if id_ != "x"])
).apply(
    lambda resolved: [
        random.RandomPet(f"named-{index}", prefix=f"{value}-{index}")
        for index, value in enumerate(resolved)
    ]
)
none = []
over_none = pulumi.Output.unsecret(
    one.id.apply(lambda id_: [id_ for n in none if id_ != "x"])
).apply(
    lambda resolved: [
        random.RandomPet(f"overNone-{index}", prefix=f"{value}-{index}")
        for index, value in enumerate(resolved)
    ]
)
secret_of = simple.get_secret(name="token")
over_invoke = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[list[str]]",
        pulumi.Output.from_input([one.id for n in none if secret_of.value != "x"]),
    )
).apply(
    lambda resolved: [
        random.RandomPet(
            f"overInvoke-{index}",
            prefix=pulumi.Output.all(
                values=[one.id for n in none if secret_of.value != "x"], one_id=one.id
            ).apply(
                lambda args, value=value: hashlib.sha1(
                    ("pre " + (value + "-" + args["one_id"]) + " end").encode()
                ).hexdigest()
            ),
        )
        for index, value in enumerate(resolved)
    ]
)
keyed = pulumi.Output.unsecret(
    one.id.apply(lambda id_: _from_entries([(n, id_) for n in names if id_ != "x"]))
).apply(
    lambda resolved: {
        key: random.RandomPet(f"keyed-{key}", prefix=f"{value}-{key}")
        for key, value in resolved.items()
    }
)
pulumi.export("count", named.apply(lambda named: len(named)))
