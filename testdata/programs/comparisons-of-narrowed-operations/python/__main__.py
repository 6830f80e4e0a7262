import pulumi


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Comparisons under a test that narrows what they read, of operations
# TypeScript types from the narrowed values (a try returning ok, !ok,
# ok && true, [ok][0]): TypeScript would see literal types that do not
# overlap (TS2367) where PCL compares values, so the operands are widened.
ok = config.get_bool("ok", default=True)
mode = config.get("mode", default="a")
pulumi.export("tried", _try(lambda: ok, lambda: True) != (not ok) if ok else False)
pulumi.export("negated", (not ok) == True if ok else False)
pulumi.export("anded", (ok and True) == False if ok else True)
pulumi.export("picked", [ok][0] == False if ok else True)
pulumi.export("chosen", (mode if mode == "a" else "c") == "b" if mode == "a" else False)
pulumi.export("looked", {"m": mode}.get("m", "z") == "b" if mode == "a" else False)
pulumi.export("both", ok and (not ok) == ok)
