from typing import Optional, TypedDict

import pulumi


def _single_or_none(values):
    if len(values) > 1:
        raise ValueError("singleOrNone: the list has more than one element")
    return values[0] if values else None


class ChecksArgs(TypedDict):
    count: int


class Checks(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: ChecksArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Checks", name, {"count": args["count"]}, opts
        )
        count = args["count"]

        # Nothing reads this local, and evaluating it fails: singleOrNone of three
        # elements.
        _ = {"kept": "x", "single": _single_or_none([count, count, 3])}
        self.count = pulumi.Output.from_input(count)
        self.register_outputs({"count": self.count})
