import pulumi
import pulumi_widgets as widgets

from parts import Parts

config = pulumi.Config()

# Invokes that Go calls in their output form (a result that is not an
# object, or multi-argument inputs) hold outputs, so the component inputs
# they reach, directly, through locals or inside other values, take
# outputs in Go.
prefix = config.get("prefix", default="team")
tags = widgets.get_tags(prefix=prefix)
joined = widgets.join_names("left", "right")
named = f"{joined.result}-named"
direct = Parts("direct", {"labels": tags, "title": joined.result, "names": ["one"]})
through_locals = Parts(
    "throughLocals",
    {
        "labels": {k: f"{v}!" for k, v in tags.items()},
        "title": named,
        "names": [named, "two"],
    },
)
pulumi.export("directCount", direct.count)
pulumi.export("localTitle", through_locals.title)
