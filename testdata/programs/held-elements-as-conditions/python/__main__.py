import pulumi
import pulumi_random as random

config = pulumi.Config()

# The elements of a collection that holds outputs (a secret config among
# plain values) read as conditions: of a conditional, of a loop's filter,
# negated, in a logical operation. Each is an output where it is read.
flag = config.get_secret_bool("flag", default=False)
held = [True, flag]
chosen = [
    pulumi.Output.all(s=pulumi.Output.from_input(s), flag=flag).apply(
        lambda args: args["flag"] if args["s"] else False
    )
    for s in held
]
str_ = random.RandomString(
    "str",
    length=4,
    keepers=pulumi.Output.all(chosen=chosen, values=[v for v in chosen]).apply(
        lambda args: {
            f"k{i}": "x" for i in range(len(args["chosen"])) if args["values"][i]
        }
    ),
)
pulumi.export("chosen", chosen)
pulumi.export(
    "negated", [pulumi.Output.from_input(s).apply(lambda s_: not s_) for s in held]
)
pulumi.export(
    "filtered",
    pulumi.Output.all(
        held=held, values=[pulumi.Output.from_input(s) for s in held]
    ).apply(
        lambda args: [
            i for i in range(len(args["held"])) if args["values"][i] and i >= 0
        ]
    ),
)
pulumi.export(
    "picked",
    [pulumi.Output.from_input(s).apply(lambda s_: "on" if s_ else "off") for s in held],
)
pulumi.export("keepers", str_.keepers)
