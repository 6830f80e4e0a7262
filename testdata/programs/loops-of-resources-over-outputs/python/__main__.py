import pulumi
import pulumi_random as random

from compa import Compa


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


# Resources and components as the values of for expressions over outputs:
# lists and maps of them, read for their outputs.
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
pet = random.RandomPet("pet", length=2)
holder = Compa("holder", {"name": "x"})
pets = shuffle.results.apply(lambda results: [pet for s in results])
pets_by_name = shuffle.results.apply(
    lambda results: _from_entries([(s, pet) for s in results])
)
holders = shuffle.results.apply(lambda results: [holder for s in results if s != "c"])
holders_by_name = shuffle.results.apply(
    lambda results: _from_entries([(s, holder) for s in results])
)
pulumi.export("count", pets.apply(lambda pets: len(pets)))
pulumi.export(
    "ids", pets.apply(lambda pets: pulumi.Output.all(*[item.id for item in pets]))
)
pulumi.export(
    "lengths",
    pets_by_name.apply(
        lambda pets_by_name: pulumi.Output.from_input(
            {k: p.length for k, p in pets_by_name.items()}
        )
    ),
)
pulumi.export(
    "named",
    holders.apply(lambda holders: pulumi.Output.all(*[h.named for h in holders])),
)
pulumi.export("pets", pets)
pulumi.export(
    "namedWithId",
    holders.apply(
        lambda holders: pulumi.Output.all(
            *[pulumi.Output.concat(h.named, "-", shuffle.id) for h in holders]
        )
    ),
)
pulumi.export(
    "namedByName",
    holders_by_name.apply(
        lambda holders_by_name: pulumi.Output.from_input(
            {k: h.named for k, h in holders_by_name.items()}
        )
    ),
)
