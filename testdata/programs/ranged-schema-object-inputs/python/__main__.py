import unicodedata

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _grapheme_count(text):
    # PCL's length of a string counts its user-perceived characters:
    # combining marks, emoji modifiers and variation selectors join the
    # character before them, a zero-width joiner joins the pictographs on
    # either side, and regional indicators pair into flags.
    count, prev, pairing = 0, None, False
    for char in text:
        code, category = ord(char), unicodedata.category(char)
        regional = 0x1F1E6 <= code <= 0x1F1FF
        joins = prev is not None and (
            category in ("Mn", "Me", "Mc")
            or code == 0x200D
            or 0xFE00 <= code <= 0xFE0F
            or 0x1F3FB <= code <= 0x1F3FF
            or 0xE0020 <= code <= 0xE007F
        )
        if (
            joins
            or (prev == "\r" and char == "\n")
            or (prev == "\u200d" and (category == "So" or code >= 0x1F000))
            or (pairing and regional)
        ):
            pairing = False
        else:
            count += 1
            pairing = regional
        prev = char
    return count


def _operand(value):
    # An operand of arithmetic, an order or a logical operation, a
    # builtin's argument or a loop's collection, which PCL refuses to be
    # null.
    if value is None:
        raise TypeError("Invalid operand: the value is null")
    return value


# Inputs of resources ranged over an output that may be secret (the
# outputs of a resource given a secret) that read range.key or range.value
# are as secret as the range is: each is computed in an apply on the range
# and the value, whose result the Go code gives where a schema object, or a
# list of them, goes. Outputs read the resources' object properties.
source = random.RandomPassword(
    "source",
    length=8,
    min_upper=pulumi.Output.secret(1),
    keepers={"alpha": "tcp", "beta": "udp"},
)
group = pulumi.Output.unsecret(source.keepers).apply(
    lambda resolved: {
        key: aws.ec2.SecurityGroup(
            f"group-{key}",
            egress=pulumi.Output.all(
                keepers=source.keepers,
                secret=pulumi.Output.secret(
                    [{"fromPort": 3, "protocol": value, "toPort": 14}]
                ),
            ).apply(lambda args: args["secret"]),
            ingress=source.keepers.apply(
                lambda keepers, value=value, key=key: [
                    {
                        "fromPort": 80,
                        "protocol": value,
                        "toPort": 80,
                        "description": key,
                    },
                    {
                        "fromPort": 443,
                        "protocol": "tcp",
                        "toPort": 443,
                        "cidrBlocks": ["10.0.0.0/8"],
                    },
                ]
            ),
        )
        for key, value in (resolved or {}).items()
    }
)
server = pulumi.Output.unsecret(
    source.keepers.apply(
        lambda keepers: [f"gp{_grapheme_count(k)}" for k in sorted(_operand(keepers))]
    )
).apply(
    lambda resolved: [
        aws.ec2.Instance(
            f"server-{index}",
            ami="ami-1",
            instance_type="t2.micro",
            root_block_device=pulumi.Output.all(
                keepers=source.keepers,
                secret=pulumi.Output.secret({"volumeType": value, "volumeSize": 8}),
            ).apply(lambda args: args["secret"]),
        )
        for index, value in enumerate(resolved)
    ]
)
pulumi.export(
    "protocols",
    group.apply(
        lambda group: pulumi.Output.all(
            *[g.egress[0].protocol for _, g in sorted(group.items())]
        )
    ),
)
pulumi.export(
    "descriptions",
    group.apply(
        lambda group: pulumi.Output.all(
            *[g.ingress[0].description for _, g in sorted(group.items())]
        )
    ),
)
pulumi.export(
    "volumeTypes",
    server.apply(
        lambda server: pulumi.Output.all(
            *[item.root_block_device.volume_type for item in server]
        )
    ),
)
pulumi.export(
    "firstVolumeType",
    server.apply(lambda server: server[0].root_block_device.volume_type),
)
pulumi.export(
    "alphaIngressPort", group.apply(lambda group: group["alpha"].ingress[1].from_port)
)
