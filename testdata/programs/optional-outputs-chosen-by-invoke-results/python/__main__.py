import pulumi
import pulumi_aws as aws
import pulumi_random as random

config = pulumi.Config()

# A choice whose condition reads an invoke's result (a promise, which
# TypeScript awaits) between lists of optional outputs and plain lists,
# given where a list of strings is taken: the optional outputs are taken
# as present, as they are where the condition is plain.
on = config.get_bool("on", default=True)
ami = aws.ec2.get_ami(owners=["self"])
ids = []
for index in range(2):
    ids.append(random.RandomId(f"ids-{index}", byte_length=4, prefix="p"))
by_architecture = random.RandomShuffle(
    "byArchitecture",
    inputs=[item.prefix for item in ids] if ami.architecture != "arm" else ["z"],
)
nested = random.RandomShuffle(
    "nested",
    inputs=(
        ["y"]
        if ami.architecture == "arm"
        else [item.prefix for item in ids] if on else [ami.architecture for v in ["a"]]
    ),
)
pulumi.export("shuffled", by_architecture.results)
pulumi.export("nested", nested.results)
