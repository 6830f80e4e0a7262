from typing import Optional

import pulumi
import pulumi_random as random


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, None, opts)
        mike = random.RandomId(
            f"{name}-mike",
            byte_length=4,
            keepers={"a": "b"},
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.delta = mike.keepers
        self.register_outputs({"delta": self.delta})
