from typing import Optional, TypedDict

import pulumi


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class ScalerArgs(TypedDict, total=False):
    disabled: Optional[pulumi.Input[bool]]
    target: Optional[pulumi.Input[float]]
    label: Optional[str]


class Scaler(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: ScalerArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Scaler",
            name,
            {
                "disabled": args.get("disabled"),
                "target": args.get("target"),
                "label": args.get("label"),
            },
            opts,
        )
        disabled = pulumi.Output.from_input(args.get("disabled")).apply(
            lambda value: True if value is None else value
        )
        target = pulumi.Output.from_input(args.get("target")).apply(
            lambda value: 1.5 if value is None else value
        )
        label = _config_default(args.get("label"), lambda: "unlabelled")
        self.label = pulumi.Output.from_input(label)
        self.disabled = disabled
        self.target = target.apply(lambda target: target * 2)
        self.register_outputs(
            {"label": self.label, "disabled": self.disabled, "target": self.target}
        )
