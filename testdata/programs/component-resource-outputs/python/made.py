from typing import Optional, TypedDict

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class MadeArgs(TypedDict, total=False):
    withExtra: Optional[bool]


class Made(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: MadeArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Made", name, {"withExtra": args.get("withExtra")}, opts
        )
        # A component whose outputs are its resources: one resource, the list of a
        # resource ranged over a number, the map of one ranged over a map, an
        # optional one (ranged over a bool), a tuple of resources, and a plain
        # output beside them.
        with_extra = _config_default(args.get("withExtra"), lambda: True)
        password = random.RandomPassword(
            f"{name}-password", length=8, opts=pulumi.ResourceOptions(parent=self)
        )
        pets = []
        for index in range(2):
            pets.append(
                random.RandomPet(
                    f"{name}-pets-{index}",
                    length=index + 1,
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )
        keyed = {}
        for key, value in {"a": "alpha", "b": "beta"}.items():
            keyed[key] = random.RandomPet(
                f"{name}-keyed-{key}",
                prefix=value,
                opts=pulumi.ResourceOptions(parent=self),
            )
        extra = None
        if with_extra:
            extra = random.RandomPet(
                f"{name}-extra", length=3, opts=pulumi.ResourceOptions(parent=self)
            )
        self.created_resource = password
        self.list = pets
        self.by_key = keyed
        self.maybe_extra = extra
        self.pair = [pets[1], pets[0]]
        self.length = password.length
        self.register_outputs(
            {
                "createdResource": self.created_resource,
                "list": self.list,
                "byKey": self.by_key,
                "maybeExtra": self.maybe_extra,
                "pair": self.pair,
                "length": self.length,
            }
        )
