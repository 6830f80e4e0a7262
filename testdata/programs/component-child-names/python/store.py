from typing import Optional, TypedDict

import pulumi
import pulumi_random as random

from shelf import Shelf


class StoreArgs(TypedDict):
    count: int


class Store(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: StoreArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Store", name, {"count": args["count"]}, opts)
        count = args["count"]

        # A plain child: registered as "<instance>-tag".
        tag = random.RandomPet(
            f"{name}-tag", length=2, opts=pulumi.ResourceOptions(parent=self)
        )

        # The logical name is what takes the instance's prefix: "<instance>-pet-label".
        random.RandomString(
            f"{name}-pet-label", length=4, opts=pulumi.ResourceOptions(parent=self)
        )

        # Ranged children: "<instance>-item-0", "<instance>-item-1", ...
        item = []
        for index in range(count):
            item.append(
                random.RandomId(
                    f"{name}-item-{index}",
                    byte_length=4,
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )

        # Ranged over a list: "<instance>-word-0", ...
        word = []
        for index, value in enumerate(["a", "b"]):
            word.append(
                random.RandomString(
                    f"{name}-word-{index}",
                    length=3,
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )

        # Ranged over a map: "<instance>-flag-x", ...
        flag = {}
        for key, value in {"x": 1}.items():
            flag[key] = random.RandomString(
                f"{name}-flag-{key}",
                length=value,
                opts=pulumi.ResourceOptions(parent=self),
            )

        # A nested component's children are named after it in turn:
        # "<instance>-shelf-slot".
        Shelf(f"{name}-shelf", {}, opts=pulumi.ResourceOptions(parent=self))
        self.tag = tag.id
        self.register_outputs({"tag": self.tag})
