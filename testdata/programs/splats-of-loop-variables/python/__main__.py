import pulumi
import pulumi_random as random

from comp import Comp

pet = random.RandomPet("pet")
shuffled = Comp("shuffled", {"enabled": pet.id.apply(lambda id_: id_ != "")})
pulumi.export("counts", shuffled.counts)
pulumi.export("keyed", shuffled.keyed)
pulumi.export("nonEmpty", shuffled.non_empty)
