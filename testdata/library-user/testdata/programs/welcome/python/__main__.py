import pulumi

from door import Door

# Two doors, each with its own greeting: a component used twice.

front = Door("front", {"guest": "visitors"})
back = Door("back", {"guest": "staff", "loud": True})
pulumi.export("sizes", [front.size, back.size])
