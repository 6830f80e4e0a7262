import pulumi
import pulumi_aws as aws
import pulumi_simple as simple

from comp import Comp

# Issue 12 item 4's relative in Go: a for expression over a list or object
# constructor that holds outputs, whose body does not read them (a plain
# invoke, the index or key, a constant), ranges over the constructor as the
# input collection it is: as resource inputs, locals, outputs, component
# inputs, with filters and nested.
server = aws.ec2.Instance("server", ami="ami-1", instance_type="t3.micro")
ranged = []
for index in range(2):
    ranged.append(
        simple.Resource(f"ranged-{index}", input_one=f"r{index}", input_two=index)
    )
ids = [server.id, server.arn]
invoke_body = aws.ec2.Instance(
    "invokeBody",
    ami="ami-2",
    instance_type="t3.micro",
    security_groups=[aws.ec2.get_ami(owners=["x"]).image_id for o in [server.id]],
)
index_body = aws.ec2.Instance(
    "indexBody",
    ami="ami-3",
    instance_type="t3.micro",
    security_groups=[str(i) for i in range(len([server.id, server.arn])) if i > 0],
)
local_source = aws.ec2.Instance(
    "localSource",
    ami="ami-4",
    instance_type="t3.micro",
    security_groups=[aws.ec2.get_ami(owners=["y"]).name for o in ids],
)
object_source = aws.ec2.Instance(
    "objectSource",
    ami="ami-5",
    instance_type="t3.micro",
    security_groups=[k for k in sorted({"first": server.id, "second": server.arn})],
    tags={
        k: aws.ec2.get_ami(owners=[k]).image_id
        for k in {"a": server.id, "b": ranged[0].result}
    },
)
nested = aws.ec2.Instance(
    "nested",
    ami="ami-6",
    instance_type="t3.micro",
    security_groups=[
        "-".join([f"n{i}" for i in range(len([ranged[1].result, server.arn]))])
        for o in [server.id]
    ],
)
comp = Comp(
    "comp", {"names": [f"c{i}" for i in range(len([server.id, ranged[0].result]))]}
)
amis = [aws.ec2.get_ami(owners=["w"]).image_id for o in [server.id, server.arn]]
pulumi.export("amis", amis)
pulumi.export("count", len([1 for o in [server.id, server.arn, ids[0]]]))
pulumi.export("keys", [f"key-{k}" for k in sorted({"x": server.arn, "y": "plain"})])
pulumi.export("compNames", comp.joined)
