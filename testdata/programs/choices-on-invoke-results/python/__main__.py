import pulumi
import pulumi_random as random
import pulumi_simple as simple

config = pulumi.Config()

# A conditional on an invoke's result chooses between collections whose
# elements are plain in one branch and outputs in the other; the program
# awaits the invoke, so the choice is plain and its plain elements are
# given as the outputs its type holds.
name = config.get("name", default="n")
found = simple.get_secret(name="n")
quebec = random.RandomInteger("quebec", max=10, min=1)
entries = [
    (
        {"tango": pulumi.Output.from_input(9)}
        if found.name == name
        else {"tango": quebec.max}
    ),
    {"charlie": "12", "tango": 3},
]
pair = [quebec.result, 1] if found.name != name else [pulumi.Output.from_input(2), 3]
pulumi.export("entries", entries)
pulumi.export("pair", pair)
