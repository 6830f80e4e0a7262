"""The majortwo package's SDK, as Pulumi's Python SDK generator writes one."""

from typing import Optional

import pulumi

__all__ = ["Thing", "ThingArgs"]


@pulumi.input_type
class ThingArgs:
    def __init__(__self__, *, label: Optional[pulumi.Input[str]] = None):
        """The inputs of a Thing."""
        if label is not None:
            pulumi.set(__self__, "label", label)

    @property
    @pulumi.getter
    def label(self) -> Optional[pulumi.Input[str]]:
        return pulumi.get(self, "label")

    @label.setter
    def label(self, value: Optional[pulumi.Input[str]]):
        pulumi.set(self, "label", value)


class Thing(pulumi.CustomResource):
    """A resource with an optional string input and output."""

    def __init__(
        __self__,
        resource_name: str,
        opts: Optional[pulumi.ResourceOptions] = None,
        label: Optional[pulumi.Input[str]] = None,
    ):
        opts = pulumi.ResourceOptions.merge(pulumi.ResourceOptions(), opts)
        __props__ = ThingArgs.__new__(ThingArgs)
        __props__.__dict__["label"] = label
        super(Thing, __self__).__init__(
            "majortwo:index:Thing", resource_name, __props__, opts
        )

    @property
    @pulumi.getter
    def label(self) -> pulumi.Output[Optional[str]]:
        return pulumi.get(self, "label")
