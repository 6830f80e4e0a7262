import pulumi
import pulumi_random as random

# A component known only by its token, with no program directory: every
# language registers it as a local component resource of that type.
seed = random.RandomPet("seed", length=1)
widget = pulumi.ComponentResource(
    "my:custom:Component", "widget", {"aNumber": 42, "aString": seed.id}
)
after = random.RandomString(
    "after", length=3, opts=pulumi.ResourceOptions(depends_on=[widget])
)
