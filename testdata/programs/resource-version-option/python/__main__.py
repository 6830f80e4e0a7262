import pulumi
import pulumi_random as random

# A version option that names the version of the package's own SDK is the
# program's option all the same: the registration carries it, as it
# carries another version, and a resource without the option carries none.
own = random.RandomId(
    "own", byte_length=4, opts=pulumi.ResourceOptions(version="4.11.2")
)
other = random.RandomPet("other", opts=pulumi.ResourceOptions(version="4.10.0"))
plain = random.RandomString("plain", length=8)
