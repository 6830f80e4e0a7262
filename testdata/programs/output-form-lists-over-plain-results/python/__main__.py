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


# Lists of outputs built by loops over a plain invoke's result, given to
# an invoke in its output form: Python holds the plain invoke's result
# plainly, and the output form takes the list as one input (fuzz seed
# 10909).
owners = aws.ec2.get_ami(owners=["amazon", "self"])
pet = random.RandomPet("pet")
secrets = aws.ec2.get_ami_output(
    filters=pulumi.Output.all(
        *[
            pulumi.Output.secret({"name": n, "values": []})
            for n in _operand(owners.owners)
        ]
    ),
    most_recent=pulumi.Output.unsecret(pulumi.Output.secret(True)),
    owners=pulumi.Output.all(
        *[pulumi.Output.secret(n) for n in _operand(owners.owners)]
    ),
)
named = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(
        *[
            pulumi.Output.concat(n, "-", pet.id)
            for i, n in enumerate(_operand(owners.owners))
            if i < 1
        ]
    )
)
pulumi.export("ids", [secrets.id, named.id])
