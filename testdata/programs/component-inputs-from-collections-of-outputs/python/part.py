from typing import Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class PartRequiredArgs(TypedDict):
    title: pulumi.Input[str]
    label: str


class PartArgs(PartRequiredArgs, total=False):
    key: Optional[str]


class Part(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Part",
            name,
            {"title": args["title"], "label": args["label"], "key": args.get("key")},
            opts,
        )
        title = pulumi.Output.from_input(args["title"])
        label = args["label"]
        key = _config_default(args.get("key"), lambda: "none")
        self.text = pulumi.Output.concat(title, "/", label, "/", key)
        self.register_outputs({"text": self.text})
