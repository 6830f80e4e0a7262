from typing import Optional, TypedDict

import pulumi
import pulumi_acme as acme


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class DoorRequiredArgs(TypedDict):
    guest: str


class DoorArgs(DoorRequiredArgs, total=False):
    loud: Optional[bool]


class Door(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: DoorArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Door",
            name,
            {"guest": args["guest"], "loud": args.get("loud")},
            opts,
        )
        guest = args["guest"]
        loud = _config_default(args.get("loud"), lambda: False)
        sign = acme.Greeting(
            f"{name}-sign",
            message=f"Welcome, {guest}",
            loud=loud,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.size = sign.length
        self.register_outputs({"size": self.size})
