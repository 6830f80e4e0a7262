"""The blocks package's SDK, as Pulumi's Python SDK generator writes one."""

from typing import Optional, Sequence

import pulumi

__all__ = [
    "Resource",
    "ResourceAListOfResource",
    "ResourceAListOfResourceArgs",
    "ResourceArgs",
]


@pulumi.input_type
class ResourceAListOfResourceArgs:
    def __init__(__self__, *, inner_string: Optional[pulumi.Input[str]] = None):
        """One element of a resource's list of objects."""
        if inner_string is not None:
            pulumi.set(__self__, "inner_string", inner_string)

    @property
    @pulumi.getter(name="innerString")
    def inner_string(self) -> Optional[pulumi.Input[str]]:
        return pulumi.get(self, "inner_string")

    @inner_string.setter
    def inner_string(self, value: Optional[pulumi.Input[str]]):
        pulumi.set(self, "inner_string", value)


@pulumi.output_type
class ResourceAListOfResource(dict):
    """One element of a resource's list of objects."""

    def __init__(__self__, *, inner_string: Optional[str] = None):
        if inner_string is not None:
            pulumi.set(__self__, "inner_string", inner_string)

    @property
    @pulumi.getter(name="innerString")
    def inner_string(self) -> Optional[str]:
        return pulumi.get(self, "inner_string")


@pulumi.input_type
class ResourceArgs:
    def __init__(
        __self__,
        *,
        a_list_of_resources: Optional[
            pulumi.Input[Sequence[pulumi.Input["ResourceAListOfResourceArgs"]]]
        ] = None,
    ):
        """The inputs of a Resource."""
        if a_list_of_resources is not None:
            pulumi.set(__self__, "a_list_of_resources", a_list_of_resources)

    @property
    @pulumi.getter(name="aListOfResources")
    def a_list_of_resources(
        self,
    ) -> Optional[pulumi.Input[Sequence[pulumi.Input["ResourceAListOfResourceArgs"]]]]:
        return pulumi.get(self, "a_list_of_resources")

    @a_list_of_resources.setter
    def a_list_of_resources(
        self,
        value: Optional[
            pulumi.Input[Sequence[pulumi.Input["ResourceAListOfResourceArgs"]]]
        ],
    ):
        pulumi.set(self, "a_list_of_resources", value)


class Resource(pulumi.CustomResource):
    """A resource with a list of objects as input and output."""

    def __init__(
        __self__,
        resource_name: str,
        opts: Optional[pulumi.ResourceOptions] = None,
        a_list_of_resources: Optional[
            pulumi.Input[
                Sequence[pulumi.Input[pulumi.InputType["ResourceAListOfResourceArgs"]]]
            ]
        ] = None,
    ):
        opts = pulumi.ResourceOptions.merge(pulumi.ResourceOptions(), opts)
        __props__ = ResourceArgs.__new__(ResourceArgs)
        __props__.__dict__["a_list_of_resources"] = a_list_of_resources
        super(Resource, __self__).__init__(
            "blocks:index/index:resource", resource_name, __props__, opts
        )

    @property
    @pulumi.getter(name="aListOfResources")
    def a_list_of_resources(
        self,
    ) -> pulumi.Output[Optional[Sequence[ResourceAListOfResource]]]:
        return pulumi.get(self, "a_list_of_resources")
