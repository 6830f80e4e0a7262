from typing import Mapping, Optional, Sequence, TypedDict

import pulumi


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
        title = args.get("title")
        if title is None:
            title = "untitled"
        names = args["names"]
        self.count = pulumi.Output.from_input(len(labels) + len(names))
        self.title = pulumi.Output.from_input(title + ": " + ",".join(names))
        self.register_outputs({"count": self.count, "title": self.title})
