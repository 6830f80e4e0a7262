import pulumi
import pulumi_random as random

# Applies whose callbacks TypeScript would give a literal type (a logical
# operation with a literal, a conditional of literals), read by comparisons
# with other literals.
pet = random.RandomPet("pet", length=2)
password = random.RandomPassword("password", length=8)
never = password.special.apply(lambda special: special and False)
always = password.upper.apply(lambda upper: upper or True)
small = pet.length.apply(lambda length: 1 if length > 1 else 2)
word = pet.length.apply(lambda length: "long" if length > 1 else "short")
maybe_no = password.lower.apply(lambda lower: not (lower and False))
named = random.RandomPet(
    "named",
    length=pulumi.Output.all(never=never, small=small).apply(
        lambda args: 3 if args["never"] == True else args["small"]
    ),
    prefix=pulumi.Output.all(word=word, always=always, maybe_no=maybe_no).apply(
        lambda args: (
            "m"
            if args["word"] == "medium"
            else ("true" if args["always"] == False else "false")
            + "-"
            + ("true" if args["maybe_no"] != True else "false")
        )
    ),
)
pulumi.export(
    "checks",
    [
        never.apply(lambda never: never == True),
        always.apply(lambda always: always != False),
        small.apply(lambda small: small == 3),
        word.apply(lambda word: word != "medium"),
        maybe_no.apply(lambda maybe_no: maybe_no == False),
    ],
)
