import pulumi
import pulumi_random as random


def _not_implemented(message):
    raise NotImplementedError(message)


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Conditionals of object constructors where a property is a string in one
# branch, missing in another and of dynamic type (try's, an untyped
# config's) in a third: PCL unifies the property to any (string, none and
# dynamic), which a typed target language must not require of the branch
# that lacks it. Walked in each position a conditional's type is written
# out: secret's argument, the value of an object property (beside an
# output or not), an element of a list or of a filtered loop, a resource's
# input.
loose = config.get_object("loose", default="given")
pick = config.get_bool("pick", default=True)
inner = config.get_bool("inner", default=False)
untried = _try(lambda: _not_implemented("never"), lambda: "fallback")
chosen = pulumi.Output.secret(
    ({"organization": "known", "locality": "here"} if inner else {"country": "nowhere"})
    if pick
    else {"organization": untried}
)
nested = pulumi.Output.secret(
    {
        "within": (
            ({"name": "n"} if inner else {"other": "x"}) if pick else {"name": loose}
        )
    }
)
listed = pulumi.Output.secret(
    [({"name": "n"} if inner else {"other": "y"}) if pick else {"name": untried}]
)
holder = pulumi.Stash(
    "holder",
    input=(
        ({"name": "n", "size": 1} if inner else {"size": 2})
        if pick
        else {"name": loose, "size": 3}
    ),
)
pet = random.RandomPet("pet", length=2)
held_with_output = {
    "id": pet.id,
    "within": ({"name": "n"} if inner else {"other": "x"}) if pick else {"name": loose},
}
guarded = [
    {"name": "n"} if inner else {"other": "x"}
    for i, flag in enumerate([pick, inner])
    if flag and i >= 0
]
compared_guarded = [
    ({"name": "n"} if inner else {"other": "x"}) if flag else {"name": untried}
    for i, flag in enumerate([pick, inner])
    if flag and i >= 0
]
pulumi.export("chosen", chosen)
pulumi.export("nested", nested)
pulumi.export("listed", listed)
pulumi.export("held", holder.output)
pulumi.export("heldWithOutput", held_with_output)
pulumi.export("guarded", guarded)
pulumi.export("comparedGuarded", compared_guarded)
