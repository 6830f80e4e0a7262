import pulumi
import pulumi_random as random


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# A resource's output property is one output in every SDK: a map input with
# one secret value comes back as a secret map, so every value read from it
# is secret, the plain ones too.
source = random.RandomPet(
    "source", keepers={"hidden": pulumi.Output.secret("x"), "shown": "y"}
)
reader = random.RandomPet("reader", prefix=source.keepers["shown"])
pulumi.export("shown", source.keepers["shown"])
pulumi.export(
    "missing",
    source.keepers.apply(lambda keepers: _operand(keepers).get("other", "default")),
)
pulumi.export("plainLength", source.length)
