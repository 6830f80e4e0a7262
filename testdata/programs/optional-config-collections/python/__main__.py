import pulumi
import pulumi_aws as aws
import pulumi_blocks as blocks
import pulumi_simple as simple

from comp import Comp


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# Issue 12 item 10: config whose types hold optional(...) elements or
# members, which Go holds as pointers, given as resource, component and
# invoke inputs, as outputs, nested in lists and objects and inside for
# bodies: a null element stays null, a present one passes its value.
tags = config.get_object("tags", default={"a": "x", "b": "y"})
names = config.get_object("names", default=["a", None, "b"])
counts = config.get_object("counts", default=[1, None])
flags = config.get_object("flags", default={"on": True})
objs = config.get_object("objs", default=[{"n": 1, "s": "one"}, {"n": 2.5, "s": "two"}])
maybe = config.get_object("maybe", default={"label": "l"})
owners = config.get_object("owners", default=["self", "amazon"])
server = aws.ec2.Instance(
    "server", ami="ami-1", instance_type="t3.micro", tags=tags, security_groups=names
)
from_objects = simple.Resource(
    "fromObjects", input_one=objs[0]["s"], input_two=_to_int(objs[0]["n"])
)
from_optional_members = simple.Resource(
    "fromOptionalMembers", input_one=maybe.get("label"), input_two=maybe.get("size")
)
in_for = blocks.Resource(
    "inFor", a_list_of_resources=[{"inner_string": o["s"]} for o in objs]
)
names_in_for = aws.ec2.Instance(
    "namesInFor",
    ami="ami-2",
    instance_type="t3.micro",
    security_groups=[n for n in names if n is not None],
    tags={k: v for k, v in tags.items() if v is not None},
)
comp = Comp("comp", {"names": names, "tags": tags})
ami = aws.ec2.get_ami(owners=owners)
pulumi.export("ami", ami.image_id)
pulumi.export("tags", tags)
pulumi.export(
    "nested", {"names": names, "counts": counts, "flags": flags, "first": objs[1]["s"]}
)
pulumi.export("label", maybe.get("label"))
pulumi.export("size", maybe.get("size"))
pulumi.export("compNames", comp.joined)
