import pulumi
import pulumi_random as random

from outer import Outer

config = pulumi.Config()

# A component passes the inputs it reads as outputs on to the components it
# instantiates, directly or through a local: those inputs are outputs there
# too. A secret config, which every SDK reads as an output, is one.
token = config.require_secret("token")
pet = random.RandomPet("pet", length=2)
outer = Outer("outer", {"name": pet.id, "token": token})
pulumi.export("seen", outer.seen)
pulumi.export("tokenLength", outer.token_length)
