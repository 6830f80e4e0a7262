from typing import Optional, Sequence, TypedDict, cast

import pulumi


class SettingsArgs(TypedDict):
    names: pulumi.Input[Sequence[pulumi.Input[str]]]


class Settings(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: SettingsArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Settings", name, {"names": args["names"]}, opts
        )
        names = cast(
            "pulumi.Output[list[str]]", pulumi.Output.from_input(args["names"])
        )
        self.count = names.apply(lambda names: len(names))
        self.register_outputs({"count": self.count})
