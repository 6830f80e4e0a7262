import pulumi
import pulumi_random as random

from tag import Tag

config = pulumi.Config()

# Comments travel with the code they describe: this header stays apart
# from the first declaration because a blank line separates them.

# How many characters each password has.
length = config.get_int("length")
if length is None:
    length = 16

# A C-style comment on a resource.
password = random.RandomPassword("password", length=length, special=False)
suffix = random.RandomPet("suffix", length=2)
tagged = Tag("tagged", {"name": suffix.id})

# The generated password.
pulumi.export("password", password.result)
pulumi.export("tag", tagged.tag)
