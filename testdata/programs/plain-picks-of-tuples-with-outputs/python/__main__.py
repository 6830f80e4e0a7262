import pulumi
import pulumi_aws as aws
import pulumi_random as random

# Plain elements picked by a constant index from tuples that also hold
# outputs, where another element may fail (an index into a ranged
# resource's list): the pick is plain, so it can be a plain invoke's
# argument, and the whole tuple is still evaluated, as PCL does.
pets = []
for index in range(1):
    pets.append(random.RandomPet(f"pets-{index}", length=2))

# element wraps its index around the tuple's length.
picked = aws.ec2.get_ami(name_regex=["first", pets[0].id, "third"][0])

# An index, and a number picked.
indexed = aws.ec2.get_ami(
    name_regex=["first", pets[0].id, "third"][2],
    most_recent=[True, pets[0].length.apply(lambda length: length > 1)][0],
    owners=[["self"], [pets[0].id]][0],
)

# A pick used where an output is fine.
named = random.RandomPet("named", prefix=["named", pets[0].id][0])
pulumi.export("picked", [picked.id, indexed.name, indexed.most_recent, named.prefix])
