from typing import Optional, TypedDict

import pulumi


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
            lambda disabled: True if disabled is None else disabled
        )
        target = pulumi.Output.from_input(args.get("target")).apply(
            lambda target: 1.5 if target is None else target
        )
        label = args.get("label")
        if label is None:
            label = "unlabelled"
        self.label = pulumi.Output.from_input(label)
        self.disabled = disabled
        self.target = target.apply(lambda target: target * 2)
        self.register_outputs(
            {"label": self.label, "disabled": self.disabled, "target": self.target}
        )
