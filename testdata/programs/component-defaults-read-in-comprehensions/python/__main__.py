import pulumi
import pulumi_random as random

from counted import Counted

# A component config variable with a default, read in a lambda inside a
# comprehension (the apply of each element of a list): Python assigns it
# once, where a type checker kept no narrowing of `if x is None: x = []`
# there.
pet = random.RandomPet("pet", length=2)
counted = Counted("counted", {"threshold": pet.length})
plain = Counted("plain", {"lengths": [1, 2], "threshold": 3})
pulumi.export("counts", counted.count)
pulumi.export("plainCounts", plain.count)
pulumi.export("sums", counted.sums)
pulumi.export("plainSums", plain.sums)
