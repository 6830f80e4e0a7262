from typing import Any, cast

import pulumi
import pulumi_random as random

# Resources ranged over an output, whose instances a for expression reads
# for their optional properties, given to inputs of maps and lists of
# strings.
seeds = random.RandomShuffle("seeds", inputs=["a", "b"])
strings = pulumi.Output.unsecret(seeds.results).apply(
    lambda resolved: [
        random.RandomString(f"strings-{index}", length=8, override_special="{brace}")
        for index, value in enumerate(resolved)
    ]
)
pet = random.RandomPet(
    "pet",
    keepers=cast(
        Any,
        strings.apply(
            lambda strings: pulumi.Output.from_input(
                {f"k{i}": s.override_special for i, s in enumerate(strings)}
            )
        ),
    ),
)
shuffle = random.RandomShuffle(
    "shuffle",
    inputs=strings.apply(
        lambda strings: pulumi.Output.all(*[s.override_special for s in strings])
    ),
)
splatted = random.RandomShuffle(
    "splatted",
    inputs=strings.apply(
        lambda strings: pulumi.Output.all(*[item.override_special for item in strings])
    ),
)
pulumi.export("keepers", pet.keepers)
pulumi.export("shuffled", shuffle.inputs)
