import pulumi
import pulumi_random as random

from parts import Parts

number = random.RandomInteger("number", min=1, max=9)
first = Parts("first", {"size": number.result})
second = Parts("second", {})
pulumi.export("firstChosen", first.chosen)
pulumi.export("secondLabels", second.labels)
