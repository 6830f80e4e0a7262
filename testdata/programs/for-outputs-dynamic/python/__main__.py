import pulumi
import pulumi_simple as simple

from holder import Holder

# Issue 12 item 2: a for expression over resources or outputs that builds a
# map or a list of outputs, used as an output value, as a dynamic input
# (an untyped component config) and nested in one.
members = {}
for key, value in {"x": "one", "y": "two"}.items():
    members[key] = simple.Resource(f"members-{key}", input_one=value)
listed = []
for index in range(2):
    listed.append(simple.Resource(f"listed-{index}", input_one=f"l{index}"))
holder = Holder(
    "holder",
    {
        "byKey": {k: m.result for k, m in members.items()},
        "results": [m.result for m in listed],
        "nested": {
            "ids": [
                pulumi.Output.concat(k, ":", m.result)
                for k, m in sorted(members.items())
            ],
            "count": len(listed),
        },
    },
)
pulumi.export("ids", {k: m.result for k, m in members.items()})
pulumi.export("idList", [m.result for m in listed])
pulumi.export("filtered", [m.result for k, m in sorted(members.items()) if k != "y"])
pulumi.export("held", holder.all)
