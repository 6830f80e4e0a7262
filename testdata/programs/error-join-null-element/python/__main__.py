import pulumi
import pulumi_random as random


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


config = pulumi.Config()

# Joining a list with a null element is an error: the run fails at the
# join of the list of optional strings, plain or gathered from outputs.
names = config.get_object("names", default=["a", None])
shuffle = random.RandomShuffle("shuffle", inputs=["x"], seed="s")
pulumi.export(
    "gathered",
    shuffle.seed.apply(lambda seed: "-".join(map(_join_string, [seed, seed]))),
)
pet = random.RandomPet("pet", prefix="-".join(map(_join_string, names)))
