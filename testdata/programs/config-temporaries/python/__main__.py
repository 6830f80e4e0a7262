import pulumi
import pulumi_random as random

config = pulumi.Config()

# Config, locals and resources named like the temporaries generated code
# needs: the temporaries take other names, so every value is read and none
# is hidden.
param = config.get("param")
if param is None:
    param = "p"
value = config.get_int("value")
if value is None:
    value = 2
result = config.get_bool("result")
if result is None:
    result = True
err = config.get_float("err")
if err is None:
    err = 1.5
cfg = config.get("cfg")
ctx = config.get("ctx")
if ctx is None:
    ctx = "c"
index = config.get_object("index")
if index is None:
    index = ["i", "j"]
key = config.get("key")
if key is None:
    key = "k"
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
