import pulumi
import pulumi_random as random


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# A number converts to an int only when it is whole: i / 2 with i = 25 is
# 12.5, and giving it to an int input is an error when the program runs, not
# a silent 12.
i = config.get_int("i", default=25)
half = random.RandomString("half", length=_to_int(i / 2))
