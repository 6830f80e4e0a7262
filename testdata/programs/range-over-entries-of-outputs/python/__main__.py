import pulumi
import pulumi_random as random

# A range whose value is plain though it reads the entries of a list that
# holds outputs.
pet = random.RandomPet("pet", length=2)
copies = []
for index, value in enumerate(
    [
        k
        for k in range(
            len(
                [
                    {"key": key, "value": value}
                    for key, value in enumerate([pet.length, 3])
                ]
            )
        )
    ]
):
    copies.append(random.RandomPet(f"copies-{index}", length=1))
none = []
for index, value in enumerate(
    [
        17
        for v in [
            {"key": key, "value": value}
            for key, value in enumerate([pet.length for s in [1] if bool(False)])
        ]
    ]
):
    none.append(random.RandomPet(f"none-{index}"))
pulumi.export("copies", len(copies))
