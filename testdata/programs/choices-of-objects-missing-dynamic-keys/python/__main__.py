import pulumi


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
# out: secret's argument, the value of an object property, an element of
# a list, a resource's input.
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
pulumi.export("chosen", chosen)
pulumi.export("nested", nested)
pulumi.export("listed", listed)
pulumi.export("held", holder.output)
