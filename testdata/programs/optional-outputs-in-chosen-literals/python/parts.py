from typing import Optional, TypedDict

import pulumi
import pulumi_aws as aws


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


class PartsArgs(TypedDict, total=False):
    pick: Optional[bool]


class Parts(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: PartsArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Parts", name, {"pick": args.get("pick")}, opts
        )
        pick = _config_default(args.get("pick"), lambda: False)
        image = aws.ec2.Ami(
            f"{name}-image", name="image", opts=pulumi.ResourceOptions(parent=self)
        )

        # Each branch's optional output (ramdiskId) is an Output<string | undefined>,
        # which the other branch's null makes an optional property, element or entry.
        self.fields = pulumi.Output.from_input(
            {"kernel": pulumi.Output.from_input(None)}
            if pick
            else {"kernel": image.kernel_id, "ramdisk": image.ramdisk_id}
        )
        self.names = pulumi.Output.from_input(
            [pulumi.Output.from_input(None)]
            if pick
            else [image.ramdisk_id, image.kernel_id]
        )
        self.by_name = pulumi.Output.from_input(
            {} if pick else {"ramdisk": image.ramdisk_id}
        )
        self.register_outputs(
            {"fields": self.fields, "names": self.names, "byName": self.by_name}
        )
