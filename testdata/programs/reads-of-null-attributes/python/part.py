from typing import Optional, Sequence, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class PartRequiredArgs(TypedDict):
    sizes: Sequence[Optional[int]]


class PartArgs(PartRequiredArgs, total=False):
    label: Optional[str]


class Part(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Part",
            name,
            {"sizes": args["sizes"], "label": args.get("label")},
            opts,
        )
        sizes = args["sizes"]
        label = _config_default(args.get("label"), lambda: "none")
        self.count = pulumi.Output.from_input(f"{len(sizes)}-{label}")
        self.register_outputs({"count": self.count})
