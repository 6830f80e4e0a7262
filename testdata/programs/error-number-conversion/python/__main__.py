import pulumi_random as random

# A string converts to a number only when it holds one: a random string's
# result given to a number input is an error when the program runs.
word = random.RandomString("word", length=8)
derived = random.RandomString(
    "derived", length=word.result.apply(lambda result: int(result))
)
