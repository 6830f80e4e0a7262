import pulumi
import pulumi_random as random

config = pulumi.Config()

# Nested choices of objects whose properties are collections of outputs in
# one branch and of plain values in another (a splat of resources' outputs,
# a tuple of numbers; a map of outputs, an object of strings): the
# property's type is the union of the collections, held with the elements
# of each.
pick = config.get_bool("pick", default=False)
size = config.get_int("size", default=16)
passwords = []
for index in range(2):
    passwords.append(random.RandomPassword(f"passwords-{index}", length=8))
lists = (
    (
        {"empty": []}
        if size == 3
        else {
            "specials": [item.min_special for item in passwords],
            "numbers": [item.min_special for item in passwords],
        }
    )
    if pick
    else {
        "numbers": [1.5, 0.1],
        "counts": [size for r in [item.result for item in passwords]],
    }
)
maps = (
    (
        {"none": {}}
        if size == 3
        else {"named": {"first": passwords[0].result, "second": passwords[1].result}}
    )
    if not pick
    else {"named": {"first": "a", "second": "b"}}
)
pulumi.export("lists", lists)
pulumi.export("maps", maps)
