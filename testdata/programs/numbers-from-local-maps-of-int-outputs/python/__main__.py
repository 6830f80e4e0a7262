import pulumi
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


def_ = random.RandomPet("def")
float64 = pulumi.Output.secret({}).apply(
    lambda secret: len(["x.y" for _, cfg in sorted(secret.items())])
)
sierra = {
    f"k{opts}": pulumi.Output.from_input(typeof).apply(
        lambda typeof_, opts=opts: typeof_["value"] if typeof_["value"] == 1.5 else opts
    )
    for opts, typeof in enumerate(
        [
            {"key": key, "value": value}
            for key, value in sorted(
                {
                    f"k{global_}": float64
                    for global_ in range(len(list(range(3))))
                    if bool(False and False)
                }.items()
            )
        ]
    )
}
november = [
    {"beta": pulumi.Output.from_input(3), "x-y": pulumi.Output.from_input(0.25)},
    {
        "with space": pulumi.Output.from_input(0.25),
        "alpha": pulumi.Output.from_input(0.1),
    },
    {
        "x-y": pulumi.Output.from_input(-2.75),
        "a.b": pulumi.Output.from_input(1000.0),
        "Key": pulumi.Output.from_input(1000.0),
    },
]
pulumi.export("november", november)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
counts = _from_entries([(k, shuffle.result_count) for k in ["a", "b"]])
count_list = [shuffle.result_count for k in ["a", "b"]]
list_as_numbers = [count_list for i in [1]]
maps_as_numbers = [counts for u in [item.urn for item in [def_]]]
pulumi.export("converted", [list_as_numbers, maps_as_numbers])
