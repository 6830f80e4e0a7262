import base64
from typing import Any, cast

import pulumi

# An object whose properties are of different types, made a secret, is
# read property by property in applies: each read has its property's type
# (Python infers the union of them for the dict's values).
settings = pulumi.Output.secret({"name": "web", "weight": 1.5, "tags": ["a", "b"]})
pulumi.export(
    "encodedName",
    settings.apply(
        lambda settings: base64.b64encode(
            cast("str", settings["name"]).encode()
        ).decode()
    ),
)
pulumi.export(
    "heavier", settings.apply(lambda settings: cast("float", settings["weight"]) + 1)
)
pulumi.export(
    "tagCount", settings.apply(lambda settings: len(cast("Any", settings["tags"])))
)
