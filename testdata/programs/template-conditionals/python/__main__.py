import pulumi
import pulumi_random as random

config = pulumi.Config()

# Issue 12 item 21: a template of one conditional is the conditional itself.
flag = config.get_bool("flag", default=True)
x = "a"
y = "a" if flag else "b"
r = random.RandomString(
    "r",
    length=4,
    keepers={"k": "c" if flag else "d", "j": ("c" if flag else "d") + "-" + x},
)
pulumi.export("x", x)
pulumi.export("y", ",".join([y if not flag else "e"]))
pulumi.export(
    "z",
    pulumi.Output.concat(
        r.result.apply(lambda result: "empty" if result == "" else result)
    ),
)
