from typing import Any, Optional, TypedDict

import pulumi


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
        label = args.get("label")
        if label is None:
            label = "x.y"
        count = args.get("count")
        if count is None:
            count = 5
        settings = args.get("settings")
        if settings is None:
            settings = {"name": "s", "size": 1}
        maybe = args["maybe"]
        self.picked = pulumi.Output.from_input("b")
        self.number = pulumi.Output.from_input(1)
        self.name = pulumi.Output.from_input({"name": "t", "size": 2}["name"])
        self.chosen = pulumi.Output.from_input("c")
        _ = maybe
        self.register_outputs(
            {
                "picked": self.picked,
                "number": self.number,
                "name": self.name,
                "chosen": self.chosen,
            }
        )
