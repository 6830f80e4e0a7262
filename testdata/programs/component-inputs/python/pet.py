from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


class PetRequiredArgs(TypedDict):
    # the number of words
    length: pulumi.Input[int]


class PetArgs(PetRequiredArgs, total=False):
    prefix: Optional[pulumi.Input[str]]


class Pet(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PetArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Pet", name, {"length": args["length"]}, opts)
        length = pulumi.Output.from_input(args["length"])
        prefix = pulumi.Output.from_input(args.get("prefix")).apply(
            lambda value: "pet" if value is None else value
        )
        pet = random.RandomPet(
            f"{name}-pet",
            length=length,
            prefix=prefix,
            opts=pulumi.ResourceOptions(parent=self),
        )
        suffix = random.RandomString(
            f"{name}-suffix",
            length=length.apply(lambda length: length * 2),
            special=False,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.name = pulumi.Output.concat(pet.id, "-", suffix.result)
        self.suffix = suffix.result
        self.register_outputs({"name": self.name, "suffix": self.suffix})
