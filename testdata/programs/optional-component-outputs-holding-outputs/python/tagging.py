from typing import Optional

import pulumi
import pulumi_random as random


class Tagging(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Tagging", name, None, opts)
        shuffle = random.RandomShuffle(
            f"{name}-shuffle",
            inputs=["a", "b"],
            keepers={"k": "v"},
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.tags = pulumi.Output.all(
            shuffle_id=shuffle.id, keepers=shuffle.keepers
        ).apply(
            lambda args_: (
                args_["keepers"]
                if args_["shuffle_id"] == "x"
                else {"k1": args_["shuffle_id"]}
            )
        )
        self.groups = pulumi.Output.all(
            shuffle_id=shuffle.id, results=shuffle.results
        ).apply(
            lambda args_: (
                args_["results"]
                if args_["shuffle_id"] == "x"
                else [args_["shuffle_id"], "plain"]
            )
        )
        self.keepers = shuffle.keepers
        self.register_outputs(
            {"tags": self.tags, "groups": self.groups, "keepers": self.keepers}
        )
