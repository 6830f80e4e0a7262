import pulumi

# Logical operators over several secrets: each operand is its own value in
# the apply that resolves them, though their parameters share a name.
any_true = pulumi.Output.all(
    secret=pulumi.Output.secret(False), secret_=pulumi.Output.secret(True)
).apply(lambda args: args["secret"] or args["secret_"])
all_true = pulumi.Output.all(
    secret=pulumi.Output.secret(True), secret_=pulumi.Output.secret(False)
).apply(lambda args: args["secret"] and args["secret_"])
pulumi.export("anyTrue", any_true)
pulumi.export("allTrue", all_true)
pulumi.export(
    "chained",
    pulumi.Output.all(
        secret=pulumi.Output.secret(False), secret_=pulumi.Output.secret(True)
    ).apply(lambda args: args["secret"] or args["secret"] or args["secret_"]),
)
