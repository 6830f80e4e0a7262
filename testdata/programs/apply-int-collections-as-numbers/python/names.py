from typing import Optional

import pulumi


class Names(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Names", name, None, opts)
        self.names = pulumi.Output.from_input(["a", "b"])
        self.register_outputs({"names": self.names})
