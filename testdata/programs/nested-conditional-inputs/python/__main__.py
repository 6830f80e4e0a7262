import pulumi
import pulumi_aws as aws
import pulumi_simple as simple

config = pulumi.Config()

# pclfuzz seed 9100: a conditional in a conditional's true branch, given
# where a typed value is taken (a resource's input, an element of a list
# input, a value of a map input), keeps its parentheses in Python: without
# them `a if c1 else b if c2 else z` groups the other way.
c1 = config.get_bool("c1", default=True)
c2 = config.get_bool("c2", default=False)
scalar = simple.Resource(
    "scalar",
    input_one=(
        ('a"b' if c1 or c2 else "quote") if c2 and c1 else f"pre {str(c1).lower()}"
    ),
    input_two=(1 if c1 else 2) if c2 else 3 if c1 else 4,
)
in_collections = aws.ec2.Instance(
    "inCollections",
    ami="ami-1",
    instance_type="t3.micro",
    security_groups=[
        ("a" if c1 else "b") if c2 else "z",
        "y" if c1 else "p" if c2 else "q",
    ],
    tags={
        "first": ("a" if c1 else "b") if c2 else "z",
        "second": "t" if (c2 if c1 else c1) else "f",
    },
)
pulumi.export("plain", ("a" if c1 else "b") if c2 else "z")
