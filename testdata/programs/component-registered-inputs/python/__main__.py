import pulumi
import pulumi_random as random

from box import Box
from outer import Outer

config = pulumi.Config()

# A local component registers the inputs that wait for no component's
# output, as the values its instances pass (converted to the inputs' types):
# constants, config, resource outputs, secrets, through locals and ranges.
# An input some instance sets from a component's output is left out of the
# registration (of every instance of that component): the SDK would wait for
# it before registering, and with it every child of the component.
token = config.get_secret("token", default="s3cret")
seed = random.RandomInteger("seed", min=1, max=3)
words = ["x", "y"]
converted = Box(
    "converted",
    {
        "flag": True,
        "ratio": 2.5,
        "size": 7,
        "label": "false",
        "numbers": [10, 11],
        "flags": {"left": True, "right": False},
        "owner": {"name": "ann", "age": 41},
        "feedback": "constant",
    },
)
from_resource = Box(
    "fromResource",
    {
        "flag": True,
        "ratio": seed.result.apply(lambda result: result / 2),
        "size": seed.result,
        "label": token,
        "numbers": [3, 4],
        "owner": {"name": "bob", "age": 5},
        "feedback": "constant",
    },
)

# feedback reads a component's output: no box registers it.
from_component = Box(
    "fromComponent",
    {
        "flag": False,
        "ratio": 1,
        "size": 1,
        "label": "plain",
        "feedback": converted.summary,
    },
)
per_word = []
for index, value in enumerate(words):
    per_word.append(
        Box(
            f"perWord-{index}",
            {
                "flag": True,
                "ratio": index,
                "size": 2,
                "label": value,
                "feedback": "constant",
            },
        )
    )

# The outer component passes its inputs on: one that waits for no component
# is registered by the inner one too; one read from a component's output is
# registered by neither.
outer = Outer("outer", {"plain": seed.result, "waiting": from_resource.summary})
pulumi.export(
    "summaries",
    [
        converted.summary,
        from_resource.summary,
        from_component.summary,
        per_word[1].summary,
    ],
)
pulumi.export("outerResult", outer.result)
