from typing import Mapping, Optional, TypedDict, cast

import pulumi


class HolderArgs(TypedDict):
    labels: pulumi.Input[Mapping[str, pulumi.Input[str]]]


class Holder(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: HolderArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Holder", name, {"labels": args["labels"]}, opts
        )
        labels = cast(
            "pulumi.Output[dict[str, str]]", pulumi.Output.from_input(args["labels"])
        )
        self.joined = labels.apply(
            lambda labels: ",".join([f"{k}={v}" for k, v in sorted(labels.items())])
        )
        self.register_outputs({"joined": self.joined})
