import pulumi


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# The one element of a list whose objects have other attributes: the list
# holds values of no one Go type, and the element converts to the object
# PCL's unification gives.
pulumi.export(
    "picked",
    {
        "november": _single_or_none(
            [
                o
                for o in [
                    {"charlie": 11, "uniform": "x"},
                    {"bravo": "b", "uniform": "t"},
                ]
                if o["uniform"] == "x"
            ]
        )
    },
)
