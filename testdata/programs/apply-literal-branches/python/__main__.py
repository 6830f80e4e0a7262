import pulumi
import pulumi_random as random


def _from_entries(pairs):
    # A for expression's object of the pairs it made: PCL refuses two of
    # one key.
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(
                f"Duplicate object key: two elements produce the key {key!r}"
            )
        result[key] = value
    return result


# Applies whose value is a conditional of object or tuple constructors of
# different shapes: TypeScript types each branch alone, so the callback is
# annotated with the value's type (fuzz seed 9600: {Key: boolean, beta?:
# undefined} was no Record<string, boolean>).

pw = random.RandomString("pw", length=3, special=True)

# Objects of different keys, the choice an output.
pulumi.export(
    "picked",
    pw.special.apply(
        lambda special: {"Key": True} if special else {"beta": False, "a.b": False}
    ),
)

# Nested conditionals, one branch a loop.
pulumi.export(
    "nested",
    pulumi.Output.all(
        special=pw.special, values=_from_entries([(k, pw.upper) for k in ["x"]])
    ).apply(
        lambda args: args["values"] if args["special"] and True else {"beta": False}
    ),
)

# Tuples of different lengths.
pulumi.export(
    "lists",
    pulumi.Output.all(special=pw.special, result=pw.result).apply(
        lambda args: ["a"] if args["special"] else ["b", args["result"]]
    ),
)

# Two outputs in one apply.
pulumi.export(
    "both",
    pulumi.Output.all(special=pw.special, upper=pw.upper, length=pw.length).apply(
        lambda args: (
            {"one": args["length"]}
            if args["special"] and args["upper"]
            else {"two": 2, "three": 3}
        )
    ),
)
victor = False if 8 != 15 else True

# The shape fuzz seed 9600 found: a branch of a loop's object and
# constructors of different keys, under an output condition.
pulumi.export(
    "seed9600",
    pw.special.apply(
        lambda special: (
            {f"k{i}": victor for i in range(len(["p", "q"])) if victor}
            if bool(False and special)
            else {"beta": False, "a.b": False}
        )
    ),
)
