import pulumi


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# Choices of lists (and maps) of secrets of other types in each branch,
# read by index, by length and by a for expression.
flag = config.get_bool("flag", default=False)
chosen = (
    [pulumi.Output.secret({}), pulumi.Output.from_input({"a": None, "b": -2.75})]
    if _can(lambda: flag)
    else [pulumi.Output.from_input({"c": 1.5, "d": 3})]
)
by_name = (
    {"x": pulumi.Output.secret(1)}
    if flag
    else {"y": pulumi.Output.secret(2.5), "z": pulumi.Output.secret(3)}
)
nested = (
    [pulumi.Output.secret([1])]
    if flag
    else [pulumi.Output.secret([]), pulumi.Output.secret([2, 3])]
)
pulumi.export("first", chosen[0])
pulumi.export("count", len(chosen))
pulumi.export("keys", [k for k in sorted(by_name)])
pulumi.export("sum", by_name["y"].apply(lambda by_name_: _operand(by_name_) + 1))
pulumi.export("nestedFirst", nested[1])
