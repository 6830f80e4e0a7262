import pulumi

config = pulumi.Config()

# A loop's condition narrows, in TypeScript, the references its value reads
# (v of type true under `v && i >= 0`): the elements are given PCL's type, so a
# comparison of them with another value type-checks.
ok = config.get_bool("ok", default=True)
name = config.get("name", default="a")
l_ = [ok] if ok else []
o = {"v": ok} if ok else {"v": True}
s = [name] if name == "a" else []
f = {f"k{k}": v for k, v in {"a": True, "b": False}.items() if v}
g = [{"x": v} for i, v in enumerate([True, False]) if v and i >= 0]
h = [v for i, v in enumerate(["a", "b"]) if v == "a" and i >= 0]
pulumi.export("o1", l_[0] == False if len(l_) > 0 else True)
pulumi.export("o2", o["v"] == False)
pulumi.export("o3", s[0] == "b" if len(s) > 0 else True)
pulumi.export("o4", [v == False for _, v in sorted(f.items())])
pulumi.export("o5", [e["x"] == False for e in g])
pulumi.export("o6", [e == "b" for e in h])
pulumi.export(
    "o7", {f"k{k}": v for k, v in {"a": True, "b": False}.items() if v and k != ""}
)
pulumi.export(
    "o8",
    [
        v == "y"
        for _, v in sorted(
            {
                f"k{i}": v for i, v in enumerate(["x", "y"]) if v == "x" and i >= 0
            }.items()
        )
    ],
)
