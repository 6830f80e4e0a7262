import pulumi
import pulumi_random as random


def _created(resource):
    # A resource whose range is false is None, whose attributes PCL cannot
    # read.
    if resource is None:
        raise TypeError("the resource was not created: its range is false")
    return resource


config = pulumi.Config()

# Comparisons of values that the condition or left operand around them has
# tested: PCL compares the values, where TypeScript would have narrowed
# their types by the test (a bool tested true is of type true there).
enabled = config.get_bool("enabled", default=True)
mode = config.get("mode", default="fast")
count = config.get_int("count", default=2)
settings = config.get_object("settings", default={"flag": False, "name": "n"})
pulumi.export("boolUnderTernary", enabled == False if enabled else enabled != True)
pulumi.export("boolUnderAnd", enabled and enabled != True)
pulumi.export("boolUnderOr", not enabled or enabled == True)
pulumi.export(
    "stringUnderEquality", mode == "slow" if mode == "fast" else mode != "fast"
)
pulumi.export("numberUnderEquality", count == 2 and count != 3)
pulumi.export(
    "propertyUnderTest",
    (
        settings["flag"] == False
        if settings["flag"]
        else settings["name"] == "n" and settings["name"] == "m"
    ),
)
pulumi.export(
    "inLoop", [enabled == (i == 1) if enabled else False for i in list(range(3))]
)
pulumi.export(
    "nested",
    (
        (enabled == False or mode == "slow" if mode == "fast" else True)
        if enabled
        else False
    ),
)

# Comparisons of one value with two constants in one chain, which go vet
# suspects and PCL computes.
pulumi.export(
    "sameValueTwoConstants",
    [
        mode == "fast" and mode == "slow",
        mode != "fast" or mode != "slow",
        count == 2 and enabled and count == 3,
    ],
)

# A resource created where its range tested true, comparing what it tested.
fast_pet = None
if mode == "fast":
    fast_pet = random.RandomPet("fastPet", prefix="slow" if mode == "slow" else "other")

# A loop whose filter reads its key, comparing in its value what the
# filter tested.
pulumi.export(
    "filteredByIndex",
    [
        mode == "slow" or v == "b"
        for i, v in enumerate(["a", "b"])
        if i > 0 and mode == "fast"
    ],
)

# A conditional choosing an output, comparing in a branch what it tested.
pulumi.export(
    "chosen",
    (
        _created(fast_pet).id
        if enabled
        else pulumi.Output.from_input("x" if enabled == True else "y")
    ),
)
