import pulumi


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


# singleOrNone of a list of two objects of other attributes: PCL's run
# fails (the list has more than one element), and so does each generated
# program, which compiles although the list holds values of no one type.
pulumi.export(
    "args",
    {
        "november": _single_or_none(
            [{"charlie": 11, "uniform": "x"}, {"bravo": "b", "uniform": "t"}]
        )
    },
)
