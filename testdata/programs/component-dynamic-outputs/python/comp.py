from typing import Any, Optional, TypedDict

import pulumi
import pulumi_random as random


def _index(collection, key):
    # PCL's index: a list's elements are at whole numbers from 0 (a string
    # holding one converts), a map's at strings; nothing else has elements.
    if isinstance(collection, (list, tuple)):
        index = float(key) if isinstance(key, str) else key
        whole = not isinstance(index, bool) and index == int(index)
        if not whole or not 0 <= index < len(collection):
            count = len(collection)
            raise IndexError(f"Invalid index: {count} elements, none at {key}")
        return collection[int(index)]
    if isinstance(collection, dict):
        if isinstance(key, bool):
            key = "true" if key else "false"
        elif isinstance(key, (int, float)) and key == int(key):
            key = int(key)
        return collection[str(key)]
    raise TypeError(f"Invalid index: a {type(collection).__name__} has no elements")


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class CompArgs(TypedDict):
    data: pulumi.Input[Any]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, {"data": args["data"]}, opts)
        data = pulumi.Output.from_input(args["data"])
        inner = random.RandomPet(
            f"{name}-inner", opts=pulumi.ResourceOptions(parent=self)
        )
        self.out = data
        self.tried = pulumi.Output.all(data=data, data_=data).apply(
            lambda args_: _try(
                lambda: args_["data"]["missing"], lambda: args_["data_"]["a"]
            )
        )
        self.first = data.apply(
            lambda data: _try(lambda: _index(data["b"], 0), lambda: "none")
        )
        self.mixed = pulumi.Output.from_input({"id": inner.id, "given": data})
        self.register_outputs(
            {
                "out": self.out,
                "tried": self.tried,
                "first": self.first,
                "mixed": self.mixed,
            }
        )
