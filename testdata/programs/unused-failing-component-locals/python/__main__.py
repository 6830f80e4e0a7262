import pulumi

from checks import Checks

# A local of a component that nothing reads still fails the run where
# its evaluation does.
checks = Checks("checks", {"count": 2})
pulumi.export("count", checks.count)
