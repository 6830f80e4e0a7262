from typing import Mapping, Optional, Sequence, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class PartsRequiredArgs(TypedDict):
    labels: Mapping[str, str]
    names: Sequence[str]


class PartsArgs(PartsRequiredArgs, total=False):
    title: Optional[str]


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Parts",
            name,
            {
                "labels": args["labels"],
                "title": args.get("title"),
                "names": args["names"],
            },
            opts,
        )
        labels = args["labels"]
        title = _config_default(args.get("title"), lambda: "untitled")
        names = args["names"]
        self.count = pulumi.Output.from_input(len(labels) + len(names))
        self.title = pulumi.Output.from_input(title + ": " + ",".join(names))
        self.register_outputs({"count": self.count, "title": self.title})
