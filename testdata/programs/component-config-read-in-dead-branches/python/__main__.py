import pulumi
import pulumi_random as random

from comp import Comp

# A component whose config is read only in branches of conditionals whose
# condition is constant, given outputs: the variable it is assigned to is
# never read in the function.
source = random.RandomPet("source")
parts = Comp("parts", {"label": source.id, "count": source.length})
pulumi.export("prefix", parts.prefix)
