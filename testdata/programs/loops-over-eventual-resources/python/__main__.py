from typing import Any, cast

import pulumi
import pulumi_aws as aws
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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


# Resources ranged over a range that holds outputs are created inside an
# apply, so their collection is an output; resolved, it is a collection of
# resources whose properties are still outputs. Loops over it read those
# per resource, in values, keys, conditions and groups; a range of
# resources (plain references) gives range.value as a resource too.
src = simple.Resource("src", input_one="x")
keyed = pulumi.Output.unsecret(
    cast(
        "pulumi.Output[dict[str, Any]]",
        pulumi.Output.from_input({"a": src.result, "b": "y"}),
    )
).apply(
    lambda resolved: {
        key: simple.Resource(f"keyed-{key}", input_one=value)
        for key, value in resolved.items()
    }
)
listed = pulumi.Output.unsecret(pulumi.Output.all(src.result, "z")).apply(
    lambda resolved: [
        simple.Resource(f"listed-{index}", input_one=f"{value}-{index}")
        for index, value in enumerate(resolved)
    ]
)
from_resources = []
for index, value in enumerate([src, src]):
    from_resources.append(
        simple.Resource(
            f"fromResources-{index}",
            input_one=pulumi.Output.concat(value.result, "-copy"),
        )
    )
pulumi.export(
    "pairs",
    keyed.apply(
        lambda keyed: pulumi.Output.all(
            *[pulumi.Output.concat(k, "=", p.result) for k, p in sorted(keyed.items())]
        )
    ),
)
pulumi.export(
    "byKey",
    keyed.apply(
        lambda keyed: pulumi.Output.from_input({k: p.urn for k, p in keyed.items()})
    ),
)
pulumi.export(
    "byResult",
    keyed.apply(
        lambda keyed: pulumi.Output.from_input(
            cast(
                "pulumi.Output[dict[str, str]]",
                pulumi.Output.from_input({k: p.result for k, p in keyed.items()}),
            ).apply(lambda values: _from_entries([(values[k], k) for k in keyed]))
        )
    ),
)
pulumi.export(
    "filtered",
    listed.apply(
        lambda listed: pulumi.Output.from_input(
            cast(
                "pulumi.Output[list[str]]",
                pulumi.Output.from_input([p.result for p in listed]),
            ).apply(
                lambda values: [
                    values[i] for i in range(len(listed)) if values[i] != "z-1"
                ]
            )
        )
    ),
)
pulumi.export(
    "grouped",
    listed.apply(
        lambda listed: pulumi.Output.from_input(
            pulumi.Output.all(
                values=[p.result for p in listed], values_=[p.id for p in listed]
            ).apply(
                lambda args: _group(
                    [
                        (args["values"][key], args["values_"][key])
                        for key in range(len(listed))
                    ]
                )
            )
        )
    ),
)
pulumi.export(
    "splat",
    listed.apply(lambda listed: pulumi.Output.all(*[item.result for item in listed])),
)
pulumi.export("first", listed[0].result)
pulumi.export("count", listed.apply(lambda listed: len(listed)))
pulumi.export("copies", [r.result for r in from_resources])

# A range holding a plain invoke's result (a promise, resolved where it is
# made) is plain: so is the collection of resources.
from_invoke = []
for index, value in enumerate([aws.ec2.get_ami().id]):
    from_invoke.append(simple.Resource(f"fromInvoke-{index}", input_one=value))
pulumi.export("invokedCount", len(from_invoke))
pulumi.export("invokedFirst", from_invoke[0].result)
