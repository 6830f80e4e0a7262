from typing import Mapping, Optional, TypedDict

import pulumi


class Index0Args(TypedDict):
    nil: Mapping[str, str]
    delta: bool


class Index0(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: Index0Args, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Index0",
            name,
            {"nil": args["nil"], "delta": args["delta"]},
            opts,
        )
        delta = args["delta"]
        global_ = pulumi.Output.all(
            secret=pulumi.Output.secret(0.1 >= 1.5),
            secret_=pulumi.Output.unsecret(pulumi.Output.secret(True)),
        ).apply(lambda args_: args_["secret_"] if args_["secret"] else delta)
        victor = [3, 2, 13]
        self.kilo = pulumi.Output.all(
            values=[pulumi.Output.secret(void) for void in victor], global_=global_
        ).apply(
            lambda args_: {
                f"k{value}": args_["values"][value]
                for value in range(len(victor))
                if args_["global_"]
            }
        )
        self.register_outputs({"kilo": self.kilo})
