import pulumi
import pulumi_maxItemsOne as max_items_one


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


config = pulumi.Config()

# == and != with an optional scalar on one side or both (a property of an
# object config left unset, a schema object's optional output): null equals
# only null, and Go must not dereference its nil pointer (found with the
# fuzz seed 9626's test program).
n = config.get_int("n", default=3)
maybe = config.get_object("maybe", default=[{"b": True, "i": 3, "s": "x", "f": 3}, {}])
pulumi.export(
    "eqs",
    [
        [
            m.get("b") == True,
            m.get("b") != True,
            m.get("i") == n,
            m.get("i") == 3.0,
            m.get("f") == n,
            m.get("s") == "x",
            m.get("s") != "y",
            m.get("b") == m.get("b"),
            m.get("i") == m.get("f"),
            m.get("s") is None,
            True == m.get("b"),
            3 == m.get("i"),
        ]
        for m in maybe
    ],
)
r = []
for index in range(2):
    r.append(max_items_one.Resource(f"r-{index}"))
pulumi.export(
    "evs",
    [
        [
            x.inner_resource_output.apply(
                lambda inner_resource_output: inner_resource_output.some_input == True
            ),
            x.inner_resource_output.apply(
                lambda inner_resource_output: inner_resource_output.some_input != False
            ),
            x.inner_resource.apply(
                lambda inner_resource: _present(inner_resource).some_input is None
            ),
        ]
        for x in r
    ],
)
