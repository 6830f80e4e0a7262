import pulumi
import pulumi_random as random

from made import Made


def _created(resource):
    # A resource whose range is false is None, whose attributes PCL cannot
    # read.
    if resource is None:
        raise TypeError("the resource was not created: its range is false")
    return resource


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


# Component outputs that are resources, read by the program that creates
# the components: in resource inputs, in stack outputs and in dependsOn,
# through a single component, one ranged over a number and one ranged over
# a map.
made = Made("made", {})
many = []
for index in range(2):
    many.append(Made(f"many-{index}", {"withExtra": index == 0}))
keyed_made = {}
for key, value in {"one": False}.items():
    keyed_made[key] = Made(f"keyedMade-{key}", {"withExtra": value})
from_result = random.RandomPet(
    "fromResult",
    prefix=made.created_resource.result,
    length=made.created_resource.length,
)
from_list = random.RandomPet(
    "fromList",
    prefix=made.list[0].id,
    opts=pulumi.ResourceOptions(
        depends_on=[made.created_resource, made.list[1], many[0].by_key["b"]]
    ),
)
from_all = random.RandomPet(
    "fromAll",
    prefix=pulumi.Output.concat(
        made.by_key["a"].id,
        "-",
        made.pair[0].id,
        "-",
        _created(made.maybe_extra).id.apply(_not_null),
    ),
    opts=pulumi.ResourceOptions(depends_on=made.list),
)
from_ranged = random.RandomPet(
    "fromRanged",
    prefix=many[1].created_resource.result,
    length=len(keyed_made["one"].list),
)
pulumi.export("resource", made.created_resource)
pulumi.export("resources", made.list)
pulumi.export("resourcesByKey", made.by_key)
pulumi.export("pair", made.pair)
pulumi.export("extra", made.maybe_extra)
pulumi.export("missingExtra", many[1].maybe_extra)
pulumi.export("ids", [p.id for p in made.list])
pulumi.export(
    "keys", [pulumi.Output.concat(k, ":", p.id) for k, p in sorted(made.by_key.items())]
)
pulumi.export("manyResults", [item.created_resource.result for item in many])
pulumi.export("manyResources", [m.created_resource for m in many])
pulumi.export("keyedIds", {k: m.list[1].id for k, m in keyed_made.items()})
pulumi.export("plainLength", made.length)

# Nodes ranged over those outputs: plain ranges, as the components hold them.
nested = []
for index in range(len(made.list)):
    nested.append(Made(f"nested-{index}", {"withExtra": False}))
per_key = {}
for key, value in made.by_key.items():
    per_key[key] = random.RandomPet(f"perKey-{key}", prefix=key)
if_extra = None
if made.maybe_extra is not None:
    if_extra = random.RandomPet("ifExtra", length=2)
pulumi.export("nestedIds", [item.list[0].id for item in nested])
pulumi.export("perKeyIds", {k: p.id for k, p in per_key.items()})
pulumi.export("ifExtraId", _created(if_extra).id)
