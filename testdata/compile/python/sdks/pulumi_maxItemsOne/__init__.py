"""The maxItemsOne package's SDK, as Pulumi's Python SDK generator writes one."""

from typing import Optional

import pulumi

__all__ = [
    "Resource",
    "ResourceArgs",
    "ResourceInnerResource",
    "ResourceInnerResourceArgs",
    "ResourceInnerResourceResult",
]


@pulumi.input_type
class ResourceInnerResourceArgs:
    def __init__(__self__, *, some_input: Optional[pulumi.Input[bool]] = None):
        """The object a resource takes."""
        if some_input is not None:
            pulumi.set(__self__, "some_input", some_input)

    @property
    @pulumi.getter(name="someInput")
    def some_input(self) -> Optional[pulumi.Input[bool]]:
        return pulumi.get(self, "some_input")

    @some_input.setter
    def some_input(self, value: Optional[pulumi.Input[bool]]):
        pulumi.set(self, "some_input", value)


@pulumi.output_type
class ResourceInnerResource(dict):
    """The object a resource takes."""

    def __init__(__self__, *, some_input: Optional[bool] = None):
        if some_input is not None:
            pulumi.set(__self__, "some_input", some_input)

    @property
    @pulumi.getter(name="someInput")
    def some_input(self) -> Optional[bool]:
        return pulumi.get(self, "some_input")


@pulumi.output_type
class ResourceInnerResourceResult(dict):
    """The object a resource outputs: the shape of ResourceInnerResource."""

    def __init__(__self__, *, some_input: Optional[bool] = None):
        if some_input is not None:
            pulumi.set(__self__, "some_input", some_input)

    @property
    @pulumi.getter(name="someInput")
    def some_input(self) -> Optional[bool]:
        return pulumi.get(self, "some_input")


@pulumi.input_type
class ResourceArgs:
    def __init__(
        __self__,
        *,
        inner_resource: Optional[pulumi.Input["ResourceInnerResourceArgs"]] = None,
    ):
        """The inputs of a Resource."""
        if inner_resource is not None:
            pulumi.set(__self__, "inner_resource", inner_resource)

    @property
    @pulumi.getter(name="innerResource")
    def inner_resource(
        self,
    ) -> Optional[pulumi.Input["ResourceInnerResourceArgs"]]:
        return pulumi.get(self, "inner_resource")

    @inner_resource.setter
    def inner_resource(
        self,
        value: Optional[pulumi.Input["ResourceInnerResourceArgs"]],
    ):
        pulumi.set(self, "inner_resource", value)


class Resource(pulumi.CustomResource):
    """A resource with an object input and an object output of another type."""

    def __init__(
        __self__,
        resource_name: str,
        opts: Optional[pulumi.ResourceOptions] = None,
        inner_resource: Optional[
            pulumi.Input[pulumi.InputType["ResourceInnerResourceArgs"]]
        ] = None,
    ):
        opts = pulumi.ResourceOptions.merge(pulumi.ResourceOptions(), opts)
        __props__ = ResourceArgs.__new__(ResourceArgs)
        __props__.__dict__["inner_resource"] = inner_resource
        __props__.__dict__["inner_resource_output"] = None
        super(Resource, __self__).__init__(
            "maxItemsOne:index/index:resource", resource_name, __props__, opts
        )

    @property
    @pulumi.getter(name="innerResource")
    def inner_resource(self) -> pulumi.Output[Optional[ResourceInnerResource]]:
        return pulumi.get(self, "inner_resource")

    @property
    @pulumi.getter(name="innerResourceOutput")
    def inner_resource_output(self) -> pulumi.Output[ResourceInnerResourceResult]:
        return pulumi.get(self, "inner_resource_output")
