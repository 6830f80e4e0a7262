import pulumi


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


config = pulumi.Config()

# An element of a null list, outside any try: PCL fails, as the program
# must (TypeScript's ?.[0] gave undefined).
names = config.get_object("names")
pulumi.export("first", _operand(names)[0])
