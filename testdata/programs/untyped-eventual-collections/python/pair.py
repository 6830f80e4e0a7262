from typing import Optional

import pulumi
import pulumi_random as random


class Pair(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Pair", name, None, opts)
        sized = random.RandomInteger(
            f"{name}-sized", min=1, max=9, opts=pulumi.ResourceOptions(parent=self)
        )
        self.numbers = pulumi.Output.from_input(
            [sized.result.apply(lambda result: result + 0.5), 2]
        )
        self.register_outputs({"numbers": self.numbers})
