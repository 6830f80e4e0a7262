from typing import Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class ShapesArgs(TypedDict, total=False):
    flag: Optional[bool]


class Shapes(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: ShapesArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Shapes", name, {"flag": args.get("flag")}, opts
        )
        flag = _config_default(args.get("flag"), lambda: True)
        self.empty_object = pulumi.Output.from_input({})
        self.empty_list = pulumi.Output.from_input([])
        self.mixed = pulumi.Output.from_input([flag, "x", 1])
        self.flags = pulumi.Output.from_input([flag, not flag, True])
        self.register_outputs(
            {
                "emptyObject": self.empty_object,
                "emptyList": self.empty_list,
                "mixed": self.mixed,
                "flags": self.flags,
            }
        )
