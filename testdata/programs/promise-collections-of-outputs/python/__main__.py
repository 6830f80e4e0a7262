from typing import cast

import pulumi
import pulumi_aws as aws
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


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Loops over a collection built from an invoke's result (a promise, which
# Go holds as a plain value) whose elements are outputs: the loop reads
# them as eventuals through its variables (fuzz seed 10324).
ami = aws.ec2.get_ami(owners=["amazon", "self"])
pet = random.RandomPet("pet", keepers={"a": "b"})
by_owner = {
    f"k{i}": pet.keepers.apply(lambda keepers: len(_operand(keepers)))
    for i in range(len(_operand(ami.owners)))
}
per_owner = [pulumi.Output.concat(v, "-", pet.id) for v in _operand(ami.owners)]
shuffled = random.RandomShuffle(
    "shuffled",
    # A secret of each element.
    inputs=cast(
        "pulumi.Output[dict[str, int]]", pulumi.Output.from_input(by_owner)
    ).apply(
        lambda by_owner: pulumi.Output.all(
            *[pulumi.Output.secret(f"-{a}") for _, a in sorted(by_owner.items())]
        )
    ),
)
kept = random.RandomShuffle(
    "kept",
    # A condition and a value reading the elements and another output.
    inputs=pulumi.Output.all(by_owner=by_owner, length=pet.length).apply(
        lambda args: [
            k + "=" + str(a) + "/" + str(args["length"])
            for k, a in sorted(args["by_owner"].items())
            if a > 0
        ]
    ),
)
keyed = random.RandomId(
    "keyed",
    byte_length=4,
    # Keys from the elements, secret values.
    keepers=cast(
        "pulumi.Output[dict[str, int]]", pulumi.Output.from_input(by_owner)
    ).apply(
        lambda by_owner: pulumi.Output.from_input(
            _from_entries(
                [
                    (
                        f"{k}-{a}",
                        pulumi.Output.secret(a).apply(lambda secret: str(secret)),
                    )
                    for k, a in by_owner.items()
                ]
            )
        )
    ),
)
grouped = random.RandomId(
    "grouped",
    byte_length=4,
    keepers=cast("pulumi.Output[list[str]]", pulumi.Output.from_input(per_owner))
    .apply(
        lambda per_owner: pulumi.Output.from_input(
            _group([("all", pulumi.Output.secret(a)) for a in per_owner])
        )
    )
    .apply(lambda values: {k: ",".join(vs) for k, vs in values.items()}),
)
pulumi.export(
    "secrets",
    cast("pulumi.Output[list[str]]", pulumi.Output.from_input(per_owner)).apply(
        lambda per_owner: pulumi.Output.all(
            *[pulumi.Output.secret(f"<{a}>") for a in per_owner]
        )
    ),
)
pulumi.export(
    "nested",
    pulumi.Output.all(by_owner=by_owner, per_owner=per_owner).apply(
        lambda args: [
            [f"{k}:{a}:{b}" for b in args["per_owner"]]
            for k, a in sorted(args["by_owner"].items())
        ]
    ),
)
pulumi.export("keys", keyed.keepers)
