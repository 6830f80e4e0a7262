from typing import Optional

import pulumi


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, None, opts)
        self.nothing = pulumi.Output.from_input([None for item in [] if -2.75 <= 1.5])
        self.register_outputs({"nothing": self.nothing})
