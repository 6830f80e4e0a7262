import pulumi
import pulumi_random as random

from takes import Takes

# A component's inputs of collections of optional values, which Go holds
# as untyped collections (a pulumi.Map, a pulumi.Array), given outputs of
# objects and collections of one type of value.
pet = random.RandomPet("pet", length=2)
secret_object = pulumi.Output.secret({"a": pet.id, "b": "x"})
from_object = Takes("fromObject", {"labels": secret_object, "names": [pet.id, None]})
from_attribute = Takes(
    "fromAttribute",
    {
        "labels": pulumi.Output.secret({"nested": {"c": "y", "d": pet.id}})["nested"],
        "names": pulumi.Output.secret(["p", "q"]),
    },
)
from_map = Takes(
    "fromMap",
    {
        "labels": {k: pulumi.Output.concat(v, pet.id) for k, v in {"e": "z"}.items()},
        "names": pet.id.apply(lambda id_: id_.split("-")),
    },
)
pulumi.export(
    "counts",
    [
        from_object.label_count,
        from_attribute.label_count,
        from_map.label_count,
        from_object.names,
        from_attribute.names,
        from_map.names,
    ],
)
