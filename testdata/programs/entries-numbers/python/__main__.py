import pulumi

# entries gives objects of a key and a value; where both are numbers, an
# integer key (a list's index) or value sits beside a fractional one.
fractions = [
    {"key": key, "value": value} for key, value in enumerate([1000.0, 1.5, 0.25])
]
integers = [{"key": key, "value": value} for key, value in enumerate([1, 2])]
keyed = [
    {"key": key, "value": value} for key, value in sorted({"x": 1.5, "y": 2}.items())
]
strings = [{"key": key, "value": value} for key, value in enumerate(["s"])]
pulumi.export("all", [fractions, integers, keyed, strings])
pulumi.export("sums", [e["key"] + e["value"] for e in fractions])
pulumi.export(
    "secretKeys",
    pulumi.Output.secret(
        [
            str(i) + ":" + str(e["key"])
            for i, e in enumerate(
                [
                    {"key": key, "value": value}
                    for key, value in enumerate([1000.0, 1.5])
                ]
            )
        ]
    ),
)
