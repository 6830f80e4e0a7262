import pulumi
import pulumi_random as random

from parts import Parts

config = pulumi.Config()

# Resources that nobody reads, created over every kind of range, in the
# program and in a component (where each is a local variable of a function
# in Python and Go, which linters and compilers hold to being used).
enabled = config.get_bool("enabled", default=True)
unread_flag = None
if enabled:
    unread_flag = random.RandomPet("unreadFlag")
parts = Parts("parts", {"enabled": enabled})
skipped = Parts("skipped", {"enabled": False})
pulumi.export("partsName", parts.name)
