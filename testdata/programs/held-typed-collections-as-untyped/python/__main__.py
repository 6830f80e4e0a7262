import pulumi
import pulumi_aws as aws


def _present(value):
    # PCL cannot read an attribute of null.
    if value is None:
        raise TypeError("an attribute of null cannot be read")
    return value


# Collections of optional numbers, ints and strings, computed in applies (whose
# results Go types as []float64, []int and map[string]string), held in an object
# beside other attributes and read back out of it.
policy = aws.autoscaling.Policy(
    "policy",
    autoscaling_group_name="group",
    target_tracking_configuration={"target_value": 3},
)
server = aws.ec2.Instance(
    "server",
    ami="ami-0",
    instance_type="t3.micro",
    root_block_device={"volume_size": 8, "volume_type": "gp3"},
)
holder = {
    "numbers": pulumi.Output.all(
        target_tracking_configuration=policy.target_tracking_configuration,
        name=policy.name,
    ).apply(
        lambda args: [
            _present(args["target_tracking_configuration"])["target_value"]
            for i in list(range(2))
            if args["name"] != "other"
        ]
    ),
    "byName": pulumi.Output.all(
        target_tracking_configuration=policy.target_tracking_configuration,
        name=policy.name,
    ).apply(
        lambda args: {
            f"k{i}": _present(args["target_tracking_configuration"])["target_value"]
            for i in list(range(2))
            if args["name"] != "other"
        }
    ),
    "sizes": pulumi.Output.all(
        root_block_device=server.root_block_device, ami=server.ami
    ).apply(
        lambda args: [
            args["root_block_device"].get("volume_size")
            for i in list(range(3))
            if args["ami"] != "other"
        ]
    ),
    "volumeTypes": pulumi.Output.all(
        root_block_device=server.root_block_device, ami=server.ami
    ).apply(
        lambda args: {
            f"v{i}": args["root_block_device"].get("volume_type")
            for i in list(range(3))
            if args["ami"] != "other"
        }
    ),
    "label": "fixed",
}
pulumi.export("numbers", holder["numbers"])
pulumi.export("byName", holder["byName"])
pulumi.export("sizes", holder["sizes"])
pulumi.export("volumeTypes", holder["volumeTypes"])
