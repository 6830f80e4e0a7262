from typing import Any, Optional, Sequence, TypedDict

import pulumi
import pulumi_random as random


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _range_entries(value):
    # The instances a range of any type makes, as PCL makes them: True one
    # (named as the resource), False none, a whole number that many, a list
    # one per element and a map one per key; each is (key, value, suffix).
    if isinstance(value, bool):
        return [(True, True, "")] if value else []
    if isinstance(value, (int, float)):
        if value < 0 or value != int(value):
            raise ValueError(f"a count of resources cannot be {value}")
        return [(i, i, f"-{i}") for i in range(int(value))]
    if isinstance(value, (list, tuple)):
        return [(i, v, f"-{i}") for i, v in enumerate(value)]
    if isinstance(value, dict):
        return [(k, value[k], f"-{k}") for k in sorted(value)]
    raise TypeError(f"a range must be a number, bool, list or map, not {value!r}")


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


class PartsRequiredArgs(TypedDict):
    flags: Sequence[str]


class PartsArgs(PartsRequiredArgs, total=False):
    choice: Any


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Parts",
            name,
            {"flags": args["flags"], "choice": args.get("choice")},
            opts,
        )
        flags = args["flags"]
        choice = _config_default(args.get("choice"), lambda: True)
        if len(flags) > 1:
            random.RandomPet(f"{name}-byBool", opts=pulumi.ResourceOptions(parent=self))
        by_count = []
        for index in range(len(flags)):
            by_count.append(
                random.RandomPet(
                    f"{name}-byCount-{index}", opts=pulumi.ResourceOptions(parent=self)
                )
            )
        by_list = []
        for index, value in enumerate(flags):
            by_list.append(
                random.RandomPet(
                    f"{name}-byList-{index}",
                    prefix=value,
                    opts=pulumi.ResourceOptions(parent=self),
                )
            )
        [
            random.RandomPet(
                f"{name}-byAny{suffix}", opts=pulumi.ResourceOptions(parent=self)
            )
            for key, value, suffix in _range_entries(
                _try(lambda: choice, lambda: False)
            )
        ]
        self.register_outputs({})
