import pulumi

from comp import Comp

# A component whose nodes are read only where lowering drops the reads:
# the variables they are assigned to are never read in the function.
parts = Comp("parts", {})
pulumi.export("sum", parts.sum)
pulumi.export("chosen", parts.chosen)
