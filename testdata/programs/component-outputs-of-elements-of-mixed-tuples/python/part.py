from typing import Optional

import pulumi


class Part(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Part", name, None, opts)
        items = pulumi.Output.secret([{"alpha": "a", "beta": "b"}, {"x-y": "c"}])
        self.first = items[0]
        self.second = items[1]["x-y"]
        self.register_outputs({"first": self.first, "second": self.second})
