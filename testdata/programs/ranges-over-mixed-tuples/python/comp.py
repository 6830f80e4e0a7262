from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class CompArgs(TypedDict):
    word: str


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"word": args["word"]}, opts)
        word = args["word"]
        random.RandomPet(
            f"{name}-pet", prefix=word, opts=pulumi.ResourceOptions(parent=self)
        )
        self.said = pulumi.Output.from_input(f"{word}!")
        self.register_outputs({"said": self.said})
