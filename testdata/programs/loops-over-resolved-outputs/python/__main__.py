import pulumi
import pulumi_aws as aws

config = pulumi.Config()

# Loops that are an apply's whole body, over collections whose elements are
# outputs (a splat of a ranged resource's list output) and which the apply
# resolves: the loop variable is the resolved element in the callback, so
# reads of it (a splat, an index, an attribute, length) are plain there.
flag = config.get_bool("flag", default=True)
amis = []
for index in range(2):
    amis.append(aws.ec2.Ami(f"amis-{index}", name=f"a{index}"))

# A splat of the variable inside a conditional that a filter guards.
sg = aws.ec2.SecurityGroup(
    "sg",
    egress=pulumi.Output.all(
        values=[item.ephemeral_block_devices for item in amis],
        secret=pulumi.Output.secret(flag),
        values_=[d for d in [item.ephemeral_block_devices for item in amis]],
    ).apply(
        lambda args: [
            (
                {
                    "fromPort": 1,
                    "toPort": 2,
                    "protocol": "tcp",
                    "ipv6CidrBlocks": [
                        item["virtual_name"] for item in args["values_"][key]
                    ],
                }
                if args["secret"]
                else {"fromPort": 3, "toPort": 4, "protocol": "udp"}
            )
            for key in range(len(args["values"]))
            if args["secret"]
        ]
    ),
)

# The key and the value, with an index, an attribute and length read of it.
names = pulumi.Output.all(
    values=[item.ephemeral_block_devices for item in amis],
    values_=[d for d in [item.ephemeral_block_devices for item in amis]],
    secret=pulumi.Output.secret(flag),
).apply(
    lambda args: [
        str(i)
        + ":"
        + str(len(args["values_"][i]))
        + ":"
        + (
            args["values_"][i][0]["device_name"]
            if len(args["values_"][i]) > 0
            else "none"
        )
        for i in range(len(args["values"]))
        if args["secret"]
    ]
)

# A map loop over the same.
by_name = pulumi.Output.all(
    values=[item.ephemeral_block_devices for item in amis],
    values_=[d for d in [item.ephemeral_block_devices for item in amis]],
    secret=pulumi.Output.secret(not flag),
).apply(
    lambda args: {
        f"k{i}": [e["virtual_name"] for e in args["values_"][i]]
        for i in range(len(args["values"]))
        if not args["secret"]
    }
)

# A loop hoisted from inside the body over the same collection, which binds
# the variable again.
counts = pulumi.Output.all(
    values=[item.ebs_block_devices for item in amis],
    values_=[x for x in [item.ebs_block_devices for item in amis]],
    secret=pulumi.Output.secret(flag),
).apply(
    lambda args: [
        len(args["values_"]) + i for i in range(len(args["values"])) if args["secret"]
    ]
)
pulumi.export("egressCount", sg.egress.apply(lambda egress: len(egress)))
pulumi.export("names", names)
pulumi.export("byName", by_name)
pulumi.export("counts", counts)
