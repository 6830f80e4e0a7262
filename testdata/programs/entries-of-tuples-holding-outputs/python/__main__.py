import math

import pulumi
import pulumi_random as random

config = pulumi.Config()
count = config.get_secret_int("count", default=7)
largest = count.apply(lambda count: max([count]))
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=largest.apply(
        lambda largest: [
            str(entry["key"]) + ": " + str(entry["value"])
            for entry in [
                {"key": key, "value": value}
                for key, value in enumerate([int(math.fmod(largest, 5)), 14, 6])
            ]
        ]
    ),
)
pulumi.export("results", shuffle.results)
