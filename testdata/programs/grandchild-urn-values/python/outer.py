from typing import Optional

import pulumi
import pulumi_random as random

from inner import Inner


class Outer(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Outer", name, None, opts)
        nested = Inner(f"{name}-nested", {}, opts=pulumi.ResourceOptions(parent=self))
        id_ = random.RandomId(
            f"{name}-id", byte_length=2, opts=pulumi.ResourceOptions(parent=self)
        )
        self.urns = pulumi.Output.from_input(
            [nested.address, pulumi.Output.concat("outer:", id_.urn, id_.hex)]
        )
        self.register_outputs({"urns": self.urns})
