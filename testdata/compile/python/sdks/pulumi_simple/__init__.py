"""The simple package's SDK, as Pulumi's Python SDK generator writes one."""

from typing import Optional

import pulumi

__all__ = [
    "AwaitableGetSecretResult",
    "GetSecretResult",
    "Resource",
    "ResourceArgs",
    "get_secret",
    "get_secret_output",
]


@pulumi.input_type
class ResourceArgs:
    def __init__(
        __self__,
        *,
        input_one: Optional[pulumi.Input[str]] = None,
        input_two: Optional[pulumi.Input[int]] = None,
    ):
        """The inputs of a Resource."""
        if input_one is not None:
            pulumi.set(__self__, "input_one", input_one)
        if input_two is not None:
            pulumi.set(__self__, "input_two", input_two)

    @property
    @pulumi.getter(name="inputOne")
    def input_one(self) -> Optional[pulumi.Input[str]]:
        return pulumi.get(self, "input_one")

    @input_one.setter
    def input_one(self, value: Optional[pulumi.Input[str]]):
        pulumi.set(self, "input_one", value)

    @property
    @pulumi.getter(name="inputTwo")
    def input_two(self) -> Optional[pulumi.Input[int]]:
        return pulumi.get(self, "input_two")

    @input_two.setter
    def input_two(self, value: Optional[pulumi.Input[int]]):
        pulumi.set(self, "input_two", value)


class Resource(pulumi.CustomResource):
    """A resource with a string and an integer input and a string output."""

    def __init__(
        __self__,
        resource_name: str,
        opts: Optional[pulumi.ResourceOptions] = None,
        input_one: Optional[pulumi.Input[str]] = None,
        input_two: Optional[pulumi.Input[int]] = None,
    ):
        opts = pulumi.ResourceOptions.merge(pulumi.ResourceOptions(), opts)
        __props__ = ResourceArgs.__new__(ResourceArgs)
        __props__.__dict__["input_one"] = input_one
        __props__.__dict__["input_two"] = input_two
        __props__.__dict__["result"] = None
        super(Resource, __self__).__init__(
            "simple:index:resource", resource_name, __props__, opts
        )

    @property
    @pulumi.getter(name="inputOne")
    def input_one(self) -> pulumi.Output[Optional[str]]:
        return pulumi.get(self, "input_one")

    @property
    @pulumi.getter(name="inputTwo")
    def input_two(self) -> pulumi.Output[Optional[int]]:
        return pulumi.get(self, "input_two")

    @property
    @pulumi.getter
    def result(self) -> pulumi.Output[str]:
        return pulumi.get(self, "result")


@pulumi.output_type
class GetSecretResult:
    """The result of get_secret."""

    def __init__(__self__, name=None, value=None):
        pulumi.set(__self__, "name", name)
        pulumi.set(__self__, "value", value)

    @property
    @pulumi.getter
    def name(self) -> str:
        return pulumi.get(self, "name")

    @property
    @pulumi.getter
    def value(self) -> str:
        return pulumi.get(self, "value")


class AwaitableGetSecretResult(GetSecretResult):
    def __await__(self):
        if False:
            yield self
        return GetSecretResult(name=self.name, value=self.value)


def get_secret(
    name: Optional[str] = None, opts: Optional[pulumi.InvokeOptions] = None
) -> AwaitableGetSecretResult:
    """Reads a secret by name; its value is secret. The plain form ignores
    the secrets of the result, as the SDKs of the provider packages of its
    time do."""
    __args__ = dict()
    __args__["name"] = name
    __ret__ = pulumi.runtime.invoke(
        "simple:index:getSecret", __args__, opts=opts, typ=GetSecretResult
    ).value
    return AwaitableGetSecretResult(name=__ret__.name, value=__ret__.value)


def get_secret_output(
    name: Optional[pulumi.Input[str]] = None,
    opts: Optional[pulumi.InvokeOptions] = None,
) -> pulumi.Output[GetSecretResult]:
    """The output form of get_secret, which calls the plain form inside an
    apply."""
    return pulumi.Output.from_input(name).apply(
        lambda n: get_secret(name=n, opts=opts)
    )
