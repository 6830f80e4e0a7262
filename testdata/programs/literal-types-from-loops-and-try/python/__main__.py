import pulumi
import pulumi_random as random


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Values that TypeScript would type as literals ("a" | "b", false) where
# they come out of a loop's callback or out of try, compared with literals
# of other types: PCL compares them (false), TypeScript must not reject the
# comparison.
c = config.get("c", default="x")
on = config.get_bool("on", default=True)

# try of literals, as a range's collection and read by the range.
certs = []
for index, value in enumerate(
    [
        _try(lambda: "dollar$", lambda: 'quote"d')
        for _, v in sorted({"a": 1}.items())
        if True
    ]
):
    certs.append(
        random.RandomPet(
            f"certs-{index}", prefix="differs" if "back\\slash" != value else "same"
        )
    )
tried = [
    _try(lambda: "one", lambda: "two") for _, v in sorted({"a": 1, "b": 2}.items())
]
tried_compared = [v == "three" for v in tried]

# A conditional of literals as a loop's value.
chosen = ["yes" if c == "x" else "no" for _, v in sorted({"a": 1}.items())]
chosen_compared = [v == "maybe" for v in chosen]

# A boolean literal as a loop's value, and a map loop's.
falses = [False for v in [1, 2]]
falses_compared = [v == True for v in falses]
numbers = {k: 1 if on else 2 for k in {"a": 1}}
numbers_compared = [v == 3 for _, v in sorted(numbers.items())]

# try outside a loop.
tried_once = _try(lambda: "a", lambda: "b") == "c"
pulumi.export(
    "compared",
    [
        tried_compared,
        chosen_compared,
        falses_compared,
        numbers_compared,
        tried_once,
        certs[0].prefix,
    ],
)
