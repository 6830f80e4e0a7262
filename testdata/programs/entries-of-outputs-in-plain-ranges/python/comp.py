from typing import Optional

import pulumi
import pulumi_aws as aws


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, None, opts)
        aws.s3.Bucket(f"{name}-b", opts=pulumi.ResourceOptions(parent=self))
        self.register_outputs({})
