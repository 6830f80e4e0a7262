import pulumi
import pulumi_aws as aws
import pulumi_random as random

from part import Part

# An attribute set to null in a local object whose other attributes are of
# other types (an object Go holds as a map of values of any type) reads as
# null wherever a value of a type is taken: in a list, a map, a resource's
# input, a component's input, an invoke's argument.
settings = {"missing": None, "name": "web", "count": 2}
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t2.micro",
    key_name=settings["missing"],
    tags={"Name": settings["name"]},
)
shuffle = random.RandomShuffle(
    "shuffle", inputs=["a", "b"], result_count=settings["missing"]
)
parts = Part(
    "parts",
    {
        "sizes": [settings["missing"] for i in list(range(3))],
        "label": settings["missing"],
    },
)
image = aws.ec2.get_ami(owners=["self"], most_recent=settings["missing"])
pulumi.export("nulls", [settings["missing"], settings["count"]])
pulumi.export("sizes", parts.count)
pulumi.export("image", image.id)
