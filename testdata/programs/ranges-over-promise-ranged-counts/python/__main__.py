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


ami = aws.ec2.get_ami(owners=["self", "amazon"])
pet = []
for index, value in enumerate(_operand(ami.owners)):
    pet.append(random.RandomPet(f"pet-{index}", prefix=value))
id_ = []
for index, value in enumerate([len([item.id for item in pet]), 2]):
    id_.append(random.RandomId(f"id-{index}", byte_length=4, keepers={"a": "b"}))
keepers = [item.keepers for item in id_]
pulumi.export("keepers", keepers)
