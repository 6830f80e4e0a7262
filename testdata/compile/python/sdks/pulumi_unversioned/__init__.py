"""The unversioned package's SDK, as Pulumi's Python SDK generator writes one."""

from typing import Optional, Union

import pulumi

__all__ = [
    "AwaitableLookupResult",
    "LookupResult",
    "Thing",
    "ThingArgs",
    "lookup",
    "lookup_output",
]


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
            "unversioned:index:Thing", resource_name, __props__, opts
        )

    @property
    @pulumi.getter
    def label(self) -> pulumi.Output[Optional[str]]:
        return pulumi.get(self, "label")


@pulumi.output_type
class LookupResult:
    """The result of lookup."""

    def __init__(__self__, value=None):
        if value and not isinstance(value, str):
            raise TypeError("Expected argument 'value' to be a str")
        pulumi.set(__self__, "value", value)

    @property
    @pulumi.getter
    def value(self) -> str:
        return pulumi.get(self, "value")


class AwaitableLookupResult(LookupResult):
    # pylint: disable=using-constant-test
    def __await__(self):
        if False:
            yield self
        return LookupResult(value=self.value)


def lookup(
    key: Optional[str] = None, opts: Optional[pulumi.InvokeOptions] = None
) -> AwaitableLookupResult:
    """Invokes unversioned:index:lookup."""
    __args__ = dict()
    __args__["key"] = key
    opts = pulumi.InvokeOptions.merge(pulumi.InvokeOptions(), opts)
    __ret__ = pulumi.runtime.invoke(
        "unversioned:index:lookup", __args__, opts=opts, typ=LookupResult
    ).value

    return AwaitableLookupResult(value=pulumi.get(__ret__, "value"))


def lookup_output(
    key: Optional[pulumi.Input[Optional[str]]] = None,
    opts: Optional[Union[pulumi.InvokeOptions, pulumi.InvokeOutputOptions]] = None,
) -> pulumi.Output[LookupResult]:
    """The output form of lookup: its arguments may be outputs."""
    __args__ = dict()
    __args__["key"] = key
    opts = pulumi.InvokeOutputOptions.merge(pulumi.InvokeOutputOptions(), opts)
    __ret__ = pulumi.runtime.invoke_output(
        "unversioned:index:lookup", __args__, opts=opts, typ=LookupResult
    )
    return __ret__.apply(
        lambda __response__: LookupResult(value=pulumi.get(__response__, "value"))
    )
