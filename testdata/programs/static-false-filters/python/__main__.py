import pulumi

config = pulumi.Config()

# Filters whose value a type checker can tell without running them (false,
# !true, false && x) keep no element, and the empty map or list they make is
# still a map or list of the for expression's types: a lookup in it gives
# the default.
flag = config.get_bool("flag", default=True)
names = {"alpha": "a", "beta": "b"}
none = {k: v for k, v in names.items() if bool(False)}
not_true = {k: v for k, v in names.items() if bool(not True)}
and_flag = {k: v for k, v in names.items() if bool(False and flag)}
flag_and = {k: v for k, v in names.items() if bool(flag and False)}
or_false = [v for _, v in sorted(names.items()) if False or not flag]
always = [v for _, v in sorted(names.items()) if True or flag]
pulumi.export(
    "lookups",
    [
        none.get("alpha", "none"),
        not_true.get("alpha", "not true"),
        and_flag.get("alpha", "and flag"),
        flag_and.get("beta", "flag and"),
    ],
)
pulumi.export("lists", {"orFalse": len(or_false), "always": always})
