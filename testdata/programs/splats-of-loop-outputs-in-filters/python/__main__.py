from typing import Any, cast

import pulumi
import pulumi_aws as aws


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


# Loops over ranged resources whose filter, key or value reads a splat of
# an output of the loop's variable: each is gathered over the collection,
# as a plain read of the output is, and resolved by one apply.
listed = []
for index in range(2):
    listed.append(
        aws.ec2.Ami(
            f"listed-{index}",
            ephemeral_block_devices=[
                {"deviceName": "sda", "virtualName": "ephemeral0"}
            ],
        )
    )
mapped = {}
for key, value in {"a": 1, "b": 2}.items():
    mapped[key] = aws.ec2.Ami(
        f"mapped-{key}",
        ephemeral_block_devices=[{"deviceName": "sdb", "virtualName": "ephemeral1"}],
    )
filtered = cast(
    "pulumi.Output[list[list[dict[str, Any]]]]",
    pulumi.Output.from_input([r.ephemeral_block_devices for r in listed]),
).apply(
    lambda values: [
        i
        for i in range(len(listed))
        if len([item["device_name"] for item in values[i]]) != 7
    ]
)
keyed = cast(
    "pulumi.Output[dict[str, list[dict[str, Any]]]]",
    pulumi.Output.from_input({k: r.ephemeral_block_devices for k, r in mapped.items()}),
).apply(
    lambda values: {
        k: 1 for k in mapped if len([item["device_name"] for item in values[k]]) > 0
    }
)
named = cast(
    "pulumi.Output[dict[str, list[dict[str, Any]]]]",
    pulumi.Output.from_input({k: r.ephemeral_block_devices for k, r in mapped.items()}),
).apply(
    lambda values: _from_entries(
        [
            (k + "-" + "-".join([item["virtual_name"] for item in values[k]]), k)
            for k in mapped
        ]
    )
)
counted = [
    r.ephemeral_block_devices.apply(
        lambda ephemeral_block_devices: len(
            [item.device_name for item in ephemeral_block_devices]
        )
    )
    for r in listed
]
pulumi.export("filtered", filtered)
pulumi.export("keyed", keyed)
pulumi.export("named", named)
pulumi.export("counted", counted)
