from typing import Any, Optional, Sequence, TypedDict

import pulumi

CompaRequiredArgs = TypedDict("CompaRequiredArgs", {"nil": int, "echo": Sequence[bool]})


CompaOptionalArgs = TypedDict(
    "CompaOptionalArgs", {"finally": Optional[dict[str, Any]]}, total=False
)


class CompaArgs(CompaRequiredArgs, CompaOptionalArgs):
    pass


class Compa(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompaArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Compa",
            name,
            {"finally": args.get("finally"), "nil": args["nil"], "echo": args["echo"]},
            opts,
        )
        self.register_outputs({})
