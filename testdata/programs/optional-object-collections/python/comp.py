from typing import Any, Optional, Sequence, TypedDict, cast

import pulumi


class CompArgs(TypedDict):
    configs: pulumi.Input[Sequence[pulumi.Input[Any]]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"configs": args["configs"]}, opts
        )
        configs = cast(
            "pulumi.Output[list[Any]]", pulumi.Output.from_input(args["configs"])
        )
        self.configs = configs
        self.register_outputs({"configs": self.configs})
