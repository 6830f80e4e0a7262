from typing import Optional

import pulumi
import pulumi_random as random


class Shelf(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Shelf", name, None, opts)
        slot = random.RandomInteger(
            f"{name}-slot", min=1, max=9, opts=pulumi.ResourceOptions(parent=self)
        )
        self.slot = slot.result
        self.register_outputs({"slot": self.slot})
