import pulumi
import pulumi_random as random


def _both_none(a, b):
    # Values of different types (a number and a string, a list and a map)
    # are equal in PCL only when both are null: PCL compares values without
    # converting them.
    return a is None and b is None


config = pulumi.Config()

# A conditional compared with == is the value of its chosen branch, of that
# branch's type: objects of different keys stay as they are (the empty
# object equals {}), where tuples of different lengths convert to a list
# (which a tuple never equals).
pick = config.get_bool("pick", default=True)
pulumi.export(
    "a",
    pulumi.Output.secret({}).apply(
        lambda secret: secret != ({} if pick else {"papa": "x"})
    ),
)
pulumi.export("b", {} != ({} if pick else {"papa": "x"}))
pulumi.export("c", pulumi.Output.secret({}).apply(lambda secret: secret != {}))
pulumi.export("d", ({} if not pick else {"papa": "x"}) == {"papa": "x"})
pulumi.export("e", _both_none([], [] if pick else [1]))
pulumi.export("f", {} == ({} if pick else {"papa": 1, "q": "x"}))
pulumi.export("g", _both_none([1], ["1"] if pick else ["a", "b"]))
pet = random.RandomPet(
    "pet", prefix=str({} == ({} if pick else {"papa": pick})).lower()
)
