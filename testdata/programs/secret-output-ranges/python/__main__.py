import pulumi
import pulumi_random as random

# Resources ranged over a value computed from a secret output property
# (RandomPassword's result): the backends create them in an apply on the
# range, where the elements are plain, and every input that reads
# range.key or range.value is as secret as the range is when the program
# runs. An input that reads what the range reads (minLower) as well.
private = random.RandomPassword("private", length=8)
require = pulumi.Output.unsecret(
    pulumi.Output.all(private=private.min_lower, result=private.result).apply(
        lambda args: ("a," + str(args["private"]) + "," + args["result"]).split(",")
    )
).apply(
    lambda resolved: [
        random.RandomString(
            f"require-{index}",
            length=4,
            min_upper=pulumi.Output.all(
                private=private.min_lower,
                result=private.result,
                min_lower=private.min_lower,
            ).apply(lambda args, index=index: 1 * args["min_lower"]),
            special=pulumi.Output.all(
                private=private.min_lower, result=private.result
            ).apply(lambda args, value=value: value == "x"),
        )
        for index, value in enumerate(resolved)
    ]
)

# Ranged over a plain property of the same resource: no secret to keep.
plainly = pulumi.Output.unsecret(pulumi.Output.all(private.length)).apply(
    lambda resolved: [
        random.RandomString(f"plainly-{index}", length=value + 1)
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "specials",
    require.apply(
        lambda require: pulumi.Output.all(*[item.special for item in require])
    ),
)
