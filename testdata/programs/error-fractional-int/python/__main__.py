import pulumi
import pulumi_random as random

config = pulumi.Config()

# A number converts to an int only when it is whole: i / 2 with i = 25 is
# 12.5, and giving it to an int input is an error when the program runs, not
# a silent 12.
i = config.get_int("i")
if i is None:
    i = 25
half = random.RandomString("half", length=int(i / 2))
