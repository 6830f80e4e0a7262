import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Invokes PCL calls in their plain form whose arguments loop over
# collections holding an output (entries of a map, a tuple, an object),
# reading only the plain parts of their elements; Go holds such
# collections as inputs and reads each element as an output, so it calls
# them in their output form. Their results are read as values, in a
# resource's input, ranges, loops, another invoke's arguments and outputs.
sized = random.RandomInteger("sized", max=5, min=1)
image = aws.ec2.get_ami(
    filters=[
        {"name": entry["key"], "values": [f"v{i}"]}
        for i, entry in enumerate(
            [
                {"key": key, "value": value}
                for key, value in sorted({"name": sized.result}.items())
            ]
        )
    ],
    owners=["self"],
)
counted = aws.ec2.get_ami(owners=["owner" for n in [sized.result, 2]])
shuffled = random.RandomShuffle("shuffled", inputs=[image.image_id, counted.name])
ranged = []
for index in range(len(_operand(image.owners))):
    ranged.append(random.RandomShuffle(f"ranged-{index}", inputs=["x"]))
maybe = None
if len(_operand(counted.owners)) > 0:
    maybe = random.RandomShuffle("maybe", inputs=["y"])
names = [f"owner-{owner}" for owner in _operand(image.owners)]
again = aws.ec2.get_ami_output(owners=image.owners)
pulumi.export("names", names)
pulumi.export("again", again.name)
pulumi.export("image", image.architecture)
pulumi.export("owners", counted.owners)
