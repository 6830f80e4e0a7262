import pulumi
import pulumi_random as random

from comp import Comp

config = pulumi.Config()
flag = config.get_bool("flag", default=True)
number = []
for index in range(2):
    number.append(random.RandomInteger(f"number-{index}", min=1, max=5))
choice = (
    {"nums": [item.result for item in number]}
    if flag
    else {
        "nums": [
            pulumi.Output.from_input(element)
            for element in [2.5 for v in [item.min for item in number]]
        ]
    }
)
comp = Comp("comp", {"nums": choice["nums"]})
pulumi.export("doubled", comp.doubled)
