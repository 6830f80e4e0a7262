from typing import Optional, TypedDict

import pulumi
import pulumi_aws as aws


def _config_default(value, default):
    # A config value, or when its key is unset the default, which is
    # computed only then.
    return default() if value is None else value


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


class NumbersArgs(TypedDict, total=False):
    base: Optional[int]


class Numbers(pulumi.ComponentResource):
    def __init__(
        self,
        name: str,
        args: NumbersArgs,
        opts: Optional[pulumi.ResourceOptions] = None,
    ):
        super().__init__(
            "components:index:Numbers", name, {"base": args.get("base")}, opts
        )
        base = _config_default(args.get("base"), lambda: 2)
        server = aws.ec2.Instance(
            f"{name}-server",
            ami="ami-0",
            instance_type="t3.micro",
            root_block_device={"volume_size": 8},
            opts=pulumi.ResourceOptions(parent=self),
        )

        # Arithmetic on an optional int, which PCL types as a number and Go
        # computes as an int, collected into lists and maps.
        self.listed = pulumi.Output.from_input(
            [
                server.root_block_device.apply(
                    lambda root_block_device, i=i: i
                    - _operand(root_block_device.volume_size)
                )
                for i in [1, 2]
            ]
        )
        self.filtered = pulumi.Output.all(
            root_block_device=server.root_block_device,
            instance_type=server.instance_type,
        ).apply(
            lambda args_: [
                len([]) - _operand(args_["root_block_device"].get("volume_size"))
                for i in [1, 2]
                if args_["instance_type"] != ""
            ]
        )
        self.mapped = pulumi.Output.from_input(
            {
                k: server.root_block_device.apply(
                    lambda root_block_device, v=v: v
                    * _operand(root_block_device.volume_size)
                )
                for k, v in {"a": 1}.items()
            }
        )
        self.nested = pulumi.Output.from_input(
            [
                [
                    server.root_block_device.apply(
                        lambda root_block_device: base
                        - _operand(root_block_device.volume_size)
                    )
                ]
            ]
        )
        self.single = server.root_block_device.apply(
            lambda root_block_device: base - _operand(root_block_device.volume_size)
        )

        # The same arithmetic read through locals.
        difference = server.root_block_device.apply(
            lambda root_block_device: base - _operand(root_block_device.volume_size)
        )
        differences = [
            difference.apply(lambda difference, i=i: i * difference) for i in [1, 2]
        ]
        self.local = difference
        self.local_listed = pulumi.Output.from_input(differences)
        self.local_nested = pulumi.Output.from_input({"a": [difference]})
        self.register_outputs(
            {
                "listed": self.listed,
                "filtered": self.filtered,
                "mapped": self.mapped,
                "nested": self.nested,
                "single": self.single,
                "local": self.local,
                "localListed": self.local_listed,
                "localNested": self.local_nested,
            }
        )
