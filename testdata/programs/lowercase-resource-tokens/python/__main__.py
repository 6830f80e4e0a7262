import pulumi
import pulumi_simple as simple

# Issue 12 item 16: a resource whose token's member is lower case
# (simple:index:resource) is the SDK's title-cased class in every language.
single = simple.Resource("single", input_one="a", input_two=2)
many = []
for index in range(2):
    many.append(
        simple.Resource(
            f"many-{index}",
            input_one=f"many-{index}",
            input_two=index,
            opts=pulumi.ResourceOptions(depends_on=[single]),
        )
    )
keyed = {}
for key, value in {"x": 1, "y": 2}.items():
    keyed[key] = simple.Resource(f"keyed-{key}", input_one=key, input_two=value)
chosen = many[0]
pulumi.export("single", single.result)
pulumi.export("many", [r.result for r in many])
pulumi.export("keyed", keyed["x"].result)
pulumi.export("chosen", chosen.input_one)
