import pulumi
import pulumi_random as random

# Loops over tuples that hold outputs of several types, some of them
# optional: Go holds such a tuple as a pulumi.Array, whose elements are
# inputs (fuzz seed 9502 read them as plain values).

pw = random.RandomString("pw", length=8, special=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
digits = random.RandomInteger("digits", min=1, max=9)

# entries of an optional string output and plain strings.
pulumi.export(
    "stringEntries",
    [
        {"key": key, "value": value}
        for key, value in enumerate([pw.override_special, "plain", pw.result])
    ],
)

# entries of an optional int output, an int output and a plain int.
pulumi.export(
    "intEntries",
    [
        {"key": key, "value": value}
        for key, value in enumerate([shuffle.result_count, digits.result, 7])
    ],
)

# A loop over the same kind of tuple, reading each value.
pulumi.export(
    "presence",
    [
        pulumi.Output.from_input(v).apply(
            lambda v_, i=i: f"absent {i}" if v_ is None else f"present {i}"
        )
        for i, v in enumerate([pw.override_special, "plain", shuffle.seed])
    ],
)

# Resources ranged over the entries of such a tuple.
ranged = []
for index, value in enumerate(
    [
        e["key"]
        for e in [
            {"key": key, "value": value}
            for key, value in enumerate([shuffle.result_count, 3, digits.result])
        ]
    ]
):
    ranged.append(random.RandomString(f"ranged-{index}", length=4 + value))

# The same over an object of an optional output and a plain value.
pulumi.export(
    "objectEntries",
    [
        {"key": key, "value": value}
        for key, value in sorted({"a": shuffle.result_count, "b": 2}.items())
    ],
)
pulumi.export(
    "objectKeys",
    [
        e["key"]
        for e in [
            {"key": key, "value": value}
            for key, value in sorted({"b": pw.override_special, "a": "x"}.items())
        ]
    ],
)

# Resources ranged over the values of such entries.
ranged_by_value = pulumi.Output.unsecret(
    pulumi.Output.all(
        *[
            pulumi.Output.from_input(e)["value"]
            for e in [
                {"key": key, "value": value}
                for key, value in enumerate([shuffle.result_count, 3])
            ]
        ]
    )
).apply(
    lambda resolved: [
        random.RandomString(f"rangedByValue-{index}", length=5)
        for index, value in enumerate(resolved)
    ]
)
