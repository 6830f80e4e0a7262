import pulumi

config = pulumi.Config()

# Parentheses around a compared value do not make it another value: a
# comparison guarded by a test of (m) compares what the test narrowed, and
# two comparisons of (m) and m with constants are of one value.
m = config.get("m", default="a")
ok = config.get_bool("ok", default=True)
pulumi.export("both", m == "a" and m == "b")
pulumi.export("either", m != "a" or m != "b")
pulumi.export("chosen", m == "b" if m == "a" else False)
pulumi.export("flag", ok == False if ok else True)
