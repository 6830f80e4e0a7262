import pulumi

from tagged import Tagged

# A component's inputs named id and urn, the names of the engine's own
# properties: the component reads them, and its registration carries the
# others only (the Node.js SDK never sends an input of either name).
tagged = Tagged(
    "tagged",
    {"id": {"delta": "x.y", "india": True}, "urn": "not-a-urn", "name": "plain"},
)
pulumi.export("prefix", tagged.prefix)
