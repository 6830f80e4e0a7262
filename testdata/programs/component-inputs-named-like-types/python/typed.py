from typing import Mapping, Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


TypedRequiredArgs = TypedDict(
    "TypedRequiredArgs", {"str": str, "dict": Mapping[str, str]}
)


TypedOptionalArgs = TypedDict("TypedOptionalArgs", {"int": Optional[int]}, total=False)


class TypedArgs(TypedRequiredArgs, TypedOptionalArgs):
    pass


class Typed(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: TypedArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Typed",
            name,
            {"str": args["str"], "dict": args["dict"], "int": args.get("int")},
            opts,
        )
        # Inputs named like the types of the others' hints in Python.
        str_ = args["str"]
        dict_ = args["dict"]
        int_ = _config_default(args.get("int"), lambda: 3)
        self.joined = pulumi.Output.from_input(
            str_ + "-" + dict_["a"] + "-" + str(int_)
        )
        self.register_outputs({"joined": self.joined})
