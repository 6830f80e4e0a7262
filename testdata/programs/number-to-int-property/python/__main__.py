import pulumi
import pulumi_random as random


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# PCL numbers given to int properties: a number config, a number local and
# an expression over them are converted to whole numbers for the SDK.
word_count = config.get_float("wordCount", default=2)
half = word_count / 2
pet = random.RandomPet("pet", length=_to_int(word_count))
id_ = random.RandomId("id", byte_length=_to_int(half * 8))
integer = random.RandomInteger("integer", min=1, max=_to_int(word_count + 10))
