from typing import Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class CompArgs(TypedDict, total=False):
    flag: Optional[bool]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp", name, {"flag": args.get("flag")}, opts
        )
        self.static = pulumi.Output.secret({})
        self.list = pulumi.Output.secret([])
        self.obj = pulumi.Output.secret({"a": 1})
        self.nested = pulumi.Output.secret({"a": {}})
        self.plain_nested = pulumi.Output.from_input({"a": {}})
        self.plain_empty = pulumi.Output.from_input({})
        self.tuple_of_empty = pulumi.Output.secret([{}, {}])
        flag = _config_default(args.get("flag"), lambda: True)
        self.chosen = pulumi.Output.secret({} if flag else {})
        self.in_list = pulumi.Output.from_input([pulumi.Output.secret({})])
        self.register_outputs(
            {
                "static": self.static,
                "list": self.list,
                "obj": self.obj,
                "nested": self.nested,
                "plainNested": self.plain_nested,
                "plainEmpty": self.plain_empty,
                "tupleOfEmpty": self.tuple_of_empty,
                "chosen": self.chosen,
                "inList": self.in_list,
            }
        )
