from typing import Mapping, Optional, Sequence, TypedDict

import pulumi
import pulumi_aws as aws


class CompArgs(TypedDict):
    names: Sequence[str]
    tags: Mapping[str, str]


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
            tags=tags,
            security_groups=names,
            opts=pulumi.ResourceOptions(parent=self),
        )
        self.joined = pulumi.Output.from_input(
            ",".join([n for n in names if n is not None])
        )
        self.register_outputs({"joined": self.joined})
