import pulumi
import pulumi_random as random

config = pulumi.Config()

# A choice between objects one of whose attributes is a map computed from
# outputs in one branch and an object constructor in the other (of
# literals, or holding outputs itself): the constructor is taken as that
# map, whatever its keys.
flag = config.get_bool("flag", default=False)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b"])
settings = (
    {
        "name": shuffle.seed,
        "marks": shuffle.results.apply(
            lambda results: {f"k{k}": False for k in range(len(results))}
        ),
        "details": {"size": 2},
    }
    if flag
    else {
        "name": pulumi.Output.from_input("fixed"),
        "marks": pulumi.Output.from_input({"x-y": True, "k1": False}),
    }
)
pulumi.export("marks", settings["marks"])
pulumi.export("name", settings["name"])
sizes = (
    {
        "counted": shuffle.results.apply(
            lambda results: {f"k{k}": 1.5 for k in range(len(results))}
        )
    }
    if flag
    else {
        "counted": pulumi.Output.from_input(
            {"fixed": 2, "fromOutput": shuffle.result_count}
        )
    }
)
pulumi.export("sizes", sizes["counted"])
