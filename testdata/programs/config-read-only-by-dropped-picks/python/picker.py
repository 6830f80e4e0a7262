from typing import Any, Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class PickerRequiredArgs(TypedDict):
    maybe: str


class PickerArgs(PickerRequiredArgs, total=False):
    label: Optional[str]
    count: Optional[int]
    settings: Optional[dict[str, Any]]


class Picker(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PickerArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Picker",
            name,
            {
                "label": args.get("label"),
                "count": args.get("count"),
                "settings": args.get("settings"),
                "maybe": args["maybe"],
            },
            opts,
        )
        label = _config_default(args.get("label"), lambda: "x.y")
        count = _config_default(args.get("count"), lambda: 5)
        settings = _config_default(
            args.get("settings"), lambda: {"name": "s", "size": 1}
        )
        maybe = args["maybe"]
        self.picked = pulumi.Output.from_input("b")
        self.number = pulumi.Output.from_input(1)
        self.name = pulumi.Output.from_input({"name": "t", "size": 2}["name"])
        self.chosen = pulumi.Output.from_input("c")
        _ = label
        _ = count
        _ = settings
        _ = maybe
        self.register_outputs(
            {
                "picked": self.picked,
                "number": self.number,
                "name": self.name,
                "chosen": self.chosen,
            }
        )
