import pulumi

config = pulumi.Config()

# Constant locals of each primitive type compared with other constants by
# every comparison operator. TypeScript gives a const of a literal a literal
# type and rejects comparing two literal types that do not overlap (-1 and
# 0); PCL compares them, so each is false or true as PCL says.
flag = config.get_bool("flag", default=True)
a_value = -1
b_value = 2
ratio = 0.5
other_ratio = 1.5
name = "alpha"
yes = True
no = not True
greeting = f"hello-{name}"
literal_text = "plain"
joined = f"a{1}"
choice = 1 if flag else 2
either = yes or False
both = yes and no
pulumi.export("intEqual", "true" if a_value == 0 else "false")
pulumi.export(
    "intComparisons",
    [
        a_value == b_value,
        a_value != b_value,
        a_value < b_value,
        a_value <= b_value,
        a_value > b_value,
        a_value >= b_value,
    ],
)
pulumi.export(
    "numberComparisons",
    [
        ratio == other_ratio,
        ratio != other_ratio,
        ratio < other_ratio,
        ratio <= other_ratio,
        ratio > other_ratio,
        ratio >= other_ratio,
    ],
)
pulumi.export(
    "mixedComparisons",
    [a_value == ratio, b_value != other_ratio, a_value < ratio, b_value >= other_ratio],
)
pulumi.export(
    "stringComparisons",
    [
        name == "beta",
        name != "beta",
        literal_text == name,
        greeting == "hello-alpha",
        joined == "a2",
    ],
)
pulumi.export(
    "boolComparisons", [yes == no, yes != no, no == False, either == both, yes == True]
)
pulumi.export(
    "literalComparisons",
    [1 == 2, 1 != 2, "a" == "b", True == False, -1 == 0, 1.5 == 2.5, 1 < 2],
)
pulumi.export(
    "conditionalComparisons",
    [
        choice == 3,
        (1 if flag else 2) == 3,
        ("x" if flag else "y") != "z",
        (True if flag else False) == False,
    ],
)
