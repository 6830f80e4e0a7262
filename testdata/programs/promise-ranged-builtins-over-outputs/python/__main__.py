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


def _recover(fn, fallback=lambda error: None):
    try:
        return fn()
    except Exception as error:
        return fallback(str(error))


ami = aws.ec2.get_ami(owners=["self", "amazon"])
pet = []
for index, value in enumerate(
    [True for owner in _operand(ami.owners) if owner != "nobody"]
):
    pet.append(random.RandomPet(f"pet-{index}"))
password = random.RandomPassword(
    "password",
    length=8,
    min_numeric=_recover(
        lambda: pulumi.Output.secret(1), lambda error: pulumi.Output.from_input(-1)
    ).apply(lambda recover: min(len(pet), recover)),
    min_lower=pulumi.Output.secret(1).apply(lambda secret: max(len(pet), secret)),
)
pulumi.export("minNumeric", password.min_numeric)
