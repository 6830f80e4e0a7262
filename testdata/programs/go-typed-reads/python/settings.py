from typing import Any, Optional, TypedDict, cast

import pulumi


class SettingsArgs(TypedDict, total=False):
    limits: Optional[pulumi.Input[dict[str, Any]]]


class Settings(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: SettingsArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Settings", name, {"limits": args.get("limits")}, opts
        )
        limits = cast(
            "pulumi.Output[Optional[dict[str, Any]]]",
            pulumi.Output.from_input(args.get("limits")),
        ).apply(lambda value: {"tango": 1} if value is None else value)
        self.tango = limits["tango"]
        self.register_outputs({"tango": self.tango})
