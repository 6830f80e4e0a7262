import pulumi
import pulumi_random as random

config = pulumi.Config()
size = config.get("size", default="16")

# A literal string that holds a number folds to the number.
fixed = random.RandomString("fixed", length=12)

# Other strings are parsed when the program runs.
configured = random.RandomPassword("configured", length=int(size))
derived = random.RandomString(
    "derived", length=fixed.result.apply(lambda result: int(result))
)
