from typing import Any, Mapping, Optional, Sequence, TypedDict, cast

import pulumi
import pulumi_aws as aws


def _join_string(value) -> str:
    # PCL's join fails on a null element of the list.
    if value is None:
        raise TypeError("join: an element of the list is null")
    return value


class CompArgs(TypedDict):
    names: Sequence[Optional[str]]
    tags: Mapping[str, Optional[str]]


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: CompArgs, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__(
            "components:index:Comp",
            name,
            {"names": args["names"], "tags": args["tags"]},
            opts,
        )
        names = args["names"]
        tags = args["tags"]
        aws.ec2.Instance(
            f"{name}-tagged",
            ami="ami-3",
            instance_type="t3.micro",
            tags=cast(Any, tags),
            security_groups=cast(Any, names),
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.joined = pulumi.Output.from_input(
            ",".join(map(_join_string, [n for n in names if n is not None]))
        )
        self.register_outputs({"joined": self.joined})
