import pulumi
import pulumi_random as random

from compa import Compa

config = pulumi.Config()

# Choices between a resource (or a component) and an object constructor:
# the instance is given as the object of its outputs the choice's type
# names, and read by key.
flag = config.get_bool("flag", default=True)
pet = random.RandomPet("pet", length=2)
holder = Compa("holder", {})
pet_or_object = (
    {
        "id": pet.id,
        "keepers": pet.keepers,
        "length": pet.length,
        "prefix": pet.prefix,
        "separator": pet.separator,
        "urn": pet.urn,
    }
    if flag
    else {"id": pulumi.Output.from_input("x")}
)
holder_or_object = (
    {"named": pulumi.Output.from_input("y")}
    if not flag
    else {"named": holder.named, "urn": holder.urn}
)
object_or_holder = (
    {"named": pulumi.Output.from_input("z")}
    if flag
    else {"named": holder.named, "urn": holder.urn}
)
pulumi.export("petId", pet_or_object["id"])
pulumi.export(
    "petLength",
    (
        pet_or_object["length"]
        if "length" in pet_or_object
        else pulumi.Output.from_input(0)
    ),
)
pulumi.export("named", holder_or_object["named"])
pulumi.export("otherNamed", object_or_holder["named"])
pulumi.export("holderUrn", holder.urn)
pulumi.export("chosenUrn", object_or_holder["urn"])
