from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PartsArgs(TypedDict):
    enabled: bool


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Parts", name, {"enabled": args["enabled"]}, opts
        )
        enabled = args["enabled"]
        if enabled:
            random.RandomPet(
                f"{name}-flagged", opts=pulumi.ResourceOptions(parent=self)
            )
        if not enabled:
            random.RandomPet(
                f"{name}-notFlagged", opts=pulumi.ResourceOptions(parent=self)
            )
        counted = []
        for index in range(2):
            counted.append(
                random.RandomPet(
                    f"{name}-counted-{index}",
                    prefix=f"n{index}",
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )
        keyed = {}
        for key, value in {"a": "x", "b": "y"}.items():
            keyed[key] = random.RandomPet(
                f"{name}-keyed-{key}",
                prefix=value,
                opts=pulumi.ResourceOptions(parent=self),
            )
        listed = []
        for index, value in enumerate(["p", "q"]):
            listed.append(
                random.RandomPet(
                    f"{name}-listed-{index}",
                    prefix=value,
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )
        read = random.RandomPet(
            f"{name}-read", opts=pulumi.ResourceOptions(parent=self)
        )
        self.name = read.id
        self.register_outputs({"name": self.name})
