import pulumi
import pulumi_random as random

from box import Box

# A component whose inputs are required (no default), optional (nullable)
# and defaulted: leaving out a required one is an error in the generated
# program's types too.
seed = random.RandomInteger("seed", min=1, max=3)
minimal = Box("minimal", {"size": 2})
full = Box("full", {"size": seed.result, "label": "full", "note": "a note"})
pulumi.export("minimalName", minimal.name)
pulumi.export("fullName", full.name)
