from typing import cast

import pulumi

from ided import Ided


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# User names that the Go code's temporaries use (ok, v, x, m, found): the
# temporaries take other names where they would hide the user's.
ok = config.require_object("ok")
v = config.get("v", default="golf")
m = {"golf": "g", "other": "o"}
found = m.get(v, "none")
x = {k: cast(str, m.get(v, k)) for k in m}
strict = _try(lambda: m[v], lambda: "missing")
missing = _try(lambda: m[f"{v}-no"], lambda: "missing")
ided = Ided("ided", {"prefix": v})
pulumi.export("golf", ok["golf"])
pulumi.export("count", ok["nested"]["count"] + len(ok["nested"]["tags"]))
pulumi.export("found", found)
pulumi.export("x", x)
pulumi.export("strict", [strict, missing])
pulumi.export("componentId", ided.id)
