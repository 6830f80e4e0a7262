from typing import Optional

import pulumi


class Compa(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Compa", name, None, opts)
        self.named = pulumi.Output.from_input("named")
        self.register_outputs({"named": self.named})
