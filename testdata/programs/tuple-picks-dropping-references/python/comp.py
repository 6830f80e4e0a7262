from typing import Optional

import pulumi
import pulumi_aws as aws
import pulumi_random as random


class Comp(pulumi.ComponentResource):
    def __init__(
        self, name: str, args: dict, opts: Optional[pulumi.ResourceOptions] = None
    ):
        super().__init__("components:index:Comp", name, None, opts)
        pw = random.RandomPassword(
            f"{name}-pw", length=10, opts=pulumi.ResourceOptions(parent=self)
        )

        # Read only by an element of a tuple that a constant index does not pick.
        unpicked = pw.bcrypt_hash
        plain = "x"
        pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
            lambda resolved: [
                aws.ec2.SecurityGroup(
                    f"{name}-grp-{index}",
                    description="日本",
                    name="b",
                    opts=pulumi.ResourceOptions(parent=self),
                )
                for index, value in enumerate(resolved)
            ]
        )
        _ = unpicked
        _ = plain
        self.register_outputs({})
