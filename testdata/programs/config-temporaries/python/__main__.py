import pulumi
import pulumi_random as random

config = pulumi.Config()

# Config, locals and resources named like the temporaries generated code
# needs: the temporaries take other names, so every value is read and none
# is hidden.
param = config.get("param", default="p")
value = config.get_int("value", default=2)
result = config.get_bool("result", default=True)
err = config.get_float("err", default=1.5)
cfg = config.get("cfg")
ctx = config.get("ctx", default="c")
index = config.get_object("index", default=["i", "j"])
key = config.get("key", default="k")
res = f"{param}-{ctx}"
item = []
for index_ in range(value):
    item.append(
        random.RandomString(
            f"item-{index_}",
            length=value + index_,
            special=result,
            override_special=res,
        )
    )
pulumi.export("param", param)
pulumi.export("words", [f"{w}-{res}-{str(result).lower()}-{key}" for w in index])
pulumi.export("err", err)
pulumi.export("cfg", cfg)
