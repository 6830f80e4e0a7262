import pulumi
import pulumi_random as random

from comp import Comp

flag = random.RandomShuffle("flag", inputs=["true"])
comp = Comp(
    "comp", {"enabled": flag.results.apply(lambda results: results[0] == "true")}
)
pulumi.export("counts", comp.counts)
