import pulumi
import pulumi_random as random

# For expressions whose filter reads outputs through the loop's variable,
# and whose value reads them inside a loop of its own.
names = []
for index in range(2):
    names.append(random.RandomString(f"names-{index}", length=3))

# The outer loop's outputs read in an inner loop.
repeated = pulumi.Output.all(
    values=[r.result for r in names], values_=[r.length for r in names]
).apply(
    lambda args: [
        [args["values"][key] + "-" + str(i) for i in list(range(2))]
        for key in range(len(names))
        if args["values_"][key] != 1
    ]
)

# An inner loop whose own variable and the outer one's outputs are read.
pairs = pulumi.Output.all(
    values=[r.length for r in names], values_=[r.result for r in names]
).apply(
    lambda args: {
        f"k{k}": [s + str(args["values"][k]) for s in ["a", "b"]]
        for k in range(len(names))
        if args["values_"][k] != ""
    }
)
pulumi.export("repeated", repeated)
pulumi.export("pairs", pairs)
