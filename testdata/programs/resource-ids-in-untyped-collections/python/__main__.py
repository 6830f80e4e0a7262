import pulumi
import pulumi_random as random


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


config = pulumi.Config()

# A resource's id and urn held in a collection of values of several types
# (a map of optional strings, a list of any values) are the strings PCL
# holds, wherever the collection is read in an apply.
flag = config.get_bool("flag", default=False)
pet = random.RandomPet("pet", length=2)
key = random.RandomString("key", length=8)
chosen = (
    {f"k{i}": key.result for i in range(len([1, 2]))}
    if flag
    else {"id": pet.id, "urn": pet.urn, "special": key.override_special}
)
listed = {f"k{i}": [pet.id, key.override_special] for i in range(len([1]))}
pulumi.export(
    "read",
    pulumi.Output.all(chosen=chosen, values={k: v for k, v in chosen.items()}).apply(
        lambda args: [
            k + "=" + _not_null(args["values"][k])
            for k in sorted(args["chosen"])
            if args["values"][k] is not None
        ]
    ),
)
pulumi.export(
    "readListed",
    [
        pulumi.Output.all(v=v, values=[x for x in v])
        .apply(
            lambda args: [
                args["values"][key_]
                for key_ in range(len(args["v"]))
                if args["values"][key_] is not None
            ]
        )
        .apply(lambda values: ",".join(map(_join_string, values)))
        for _, v in sorted(listed.items())
    ],
)
