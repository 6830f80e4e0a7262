import pulumi
import pulumi_random as random

# Resources ranged over values read from a local object that holds an
# output (Go holds such a local as a pulumi.Map, so the values read from it
# are outputs, and so are the resources ranged over them), with no secret
# config in the program: every read of the resources is an apply.
settings = {"enabled": True, "count": 2, "secret": pulumi.Output.secret(3)}
listed = []
for index, value in enumerate([True, settings["enabled"]]):
    listed.append(random.RandomId(f"listed-{index}", byte_length=4))
counted = []
for index in range(settings["count"]):
    counted.append(
        random.RandomId(
            f"counted-{index}",
            byte_length=pulumi.Output.secret(index).apply(lambda secret: 4 + secret),
        )
    )
maybe = None
if settings["enabled"]:
    maybe = random.RandomId("maybe", byte_length=8)
sized = random.RandomId(
    "sized", byte_length=len([item.byte_length for item in listed]) + len(counted)
)
pulumi.export("listedCount", len([item.byte_length for item in listed]))
pulumi.export("listedHex", [s.hex for s in listed])
pulumi.export("countedSizes", [item.byte_length for item in counted])
pulumi.export(
    "maybeSize", [item.byte_length for item in ([] if maybe is None else [maybe])]
)
pulumi.export("sized", sized.byte_length)
