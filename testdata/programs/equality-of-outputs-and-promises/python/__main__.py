import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


# Collections that hold both an output (a resource's attribute, an invoke of
# a secret argument) and a promise (an invoke of plain arguments) are
# compared once both resolve: the comparison is an output.
ami = aws.ec2.get_ami(owners=["self"])
secret_ami = aws.ec2.get_ami_output(
    owners=pulumi.Output.all(pulumi.Output.secret("self"))
)
pet = random.RandomPet("pet")
object_changed = pet.id.apply(
    lambda id_: not _both_none({"name": id_, "image": ami.id}, {})
)
tuple_same = secret_ami.apply(
    lambda secret_ami: [ami.architecture, secret_ami.architecture]
    == [ami.architecture, ami.architecture]
)
list_changed = pet.id.apply(lambda id_: not _both_none([ami.id, id_], []))
tagged = random.RandomPet(
    "tagged",
    prefix=pulumi.Output.concat(
        object_changed.apply(
            lambda object_changed: "true" if object_changed else "false"
        ),
        "-",
        tuple_same.apply(lambda tuple_same: "true" if tuple_same else "false"),
    ),
    keepers={
        "changed": pulumi.Output.concat(
            secret_ami.apply(
                lambda secret_ami: (
                    "true"
                    if not _both_none({"a": secret_ami.id, "b": ami.image_id}, {})
                    else "false"
                )
            )
        ),
        "same": pulumi.Output.concat(
            list_changed.apply(lambda list_changed: "true" if list_changed else "false")
        ),
    },
)
pulumi.export("compared", [object_changed, tuple_same, list_changed])
