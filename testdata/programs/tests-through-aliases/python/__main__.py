import pulumi
import pulumi_random as random

config = pulumi.Config()

# Bools compared where a test of a local aliasing them (a local that is the
# bool, a local of that local, a local that compares it) has narrowed them:
# TypeScript narrows through const aliases, and finds the comparison of
# true with false unintentional.
enabled = config.get_bool("enabled", default=False)
mode = config.get("mode", default="b")
on = enabled
on_again = on
is_on = enabled == True
is_a = mode == "a"
pet = random.RandomPet("pet", length=1 if not on or enabled == False else 2)
pulumi.export("alias", not on or enabled == False)
pulumi.export("aliasOfAlias", enabled == False if on_again else enabled == True)
pulumi.export("comparison", is_on or enabled == True)
pulumi.export("stringComparison", is_a or mode == "a")
pulumi.export(
    "secretBranch",
    (
        pulumi.Output.from_input(on)
        if not on or enabled == False
        else pulumi.Output.secret(on)
    ),
)
