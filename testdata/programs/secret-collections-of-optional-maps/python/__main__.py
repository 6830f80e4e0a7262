import pulumi

config = pulumi.Config()
victor = config.get_secret_object(
    "victor",
    default=[{"Key": None}, {"x-y": "unicodé ✓"}, {"beta": "b-2", "with space": None}],
)
plain = config.get_object("plain", default=[{"Key": None}])
pulumi.export("whole", victor)
pulumi.export("first", victor[1]["x-y"])
pulumi.export("keys", victor.apply(lambda victor: [len(m) for m in victor]))
pulumi.export("plainWhole", plain)
ls = config.get_secret_object("ls", default=["a", None])
ms = config.get_secret_object("ms", default={"a": [1, None]})
ol = config.get_secret_object("ol")
if ol is None:
    ol = pulumi.Output.secret(None)
pulumi.export("ls", ls)
pulumi.export("ms", ms)
pulumi.export("ol", ol)
null_list = config.get_secret_object("nullList")
if null_list is None:
    null_list = pulumi.Output.secret(None)
pulumi.export("nullList", null_list)
