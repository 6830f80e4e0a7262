import pulumi
import pulumi_random as random

config = pulumi.Config()
flag = config.get_bool("flag", default=True)
shuffle = random.RandomShuffle("shuffle", inputs=["a", "b", "c"], result_count=2)
map_choice = (
    {
        "maybe": pulumi.Output.from_input(None),
        "counts": {
            "a.b": pulumi.Output.from_input(14),
            "x-y": pulumi.Output.from_input(16),
        },
        "name": pulumi.Output.from_input("plain"),
    }
    if flag
    else {
        "maybe": shuffle.result_count,
        "counts": {f"k{k}": shuffle.result_count for k in {"a": 1}},
        "name": shuffle.urn,
    }
)
list_choice = (
    {
        "label": shuffle.id,
        "items": [pulumi.Output.from_input(1), pulumi.Output.from_input(2)],
    }
    if not flag
    else {"items": [shuffle.result_count for i in [1]]}
)
pulumi.export("mapChoice", map_choice)
pulumi.export("listChoice", list_choice)
