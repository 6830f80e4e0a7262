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


def _group(pairs):
    # A grouping for expression collects the values of each key, in the
    # order the loop made them.
    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups


# Loops over plain lists of resources whose filter reads an output of
# another resource and whose elements compute from outputs of the loop's
# variable: the loop is the body of an apply over the filter's output,
# where it is a plain list (or map) of outputs, which Go builds as an
# input collection and the apply awaits.
groups = []
for index in range(2):
    groups.append(
        aws.ec2.SecurityGroup(
            f"groups-{index}",
            ingress=[
                {
                    "from_port": 80 + n,
                    "to_port": 80 + n,
                    "protocol": "tcp",
                    "cidr_blocks": [f"10.0.0.{n}/32"],
                }
                for n in list(range(index + 1))
            ],
        )
    )
other = random.RandomPet("other", length=2)
pulumi.export(
    "counts",
    pulumi.Output.all(values=[g.ingress for g in groups], other_id=other.id).apply(
        lambda args: [
            len([item.get("cidr_blocks") for item in args["values"][key]])
            for key in range(len(groups))
            if args["other_id"] != "x"
        ]
    ),
)
pulumi.export(
    "byIndex",
    pulumi.Output.all(values=[g.ingress for g in groups], other_id=other.id).apply(
        lambda args: {
            f"g{i}": len(args["values"][i])
            for i in range(len(groups))
            if _grapheme_count(args["other_id"]) > 0
        }
    ),
)
pulumi.export(
    "grouped",
    pulumi.Output.all(values=[g.ingress for g in groups], other_id=other.id).apply(
        lambda args: _group(
            [
                ("first" if i < 1 else "rest", args["values"][i][0]["from_port"])
                for i in range(len(groups))
                if args["other_id"] != ""
            ]
        )
    ),
)
pulumi.export(
    "nested",
    [
        pulumi.Output.all(ingress=g.ingress, other_id=other.id).apply(
            lambda args: [
                rule["to_port"] for rule in args["ingress"] if args["other_id"] != "x"
            ]
        )
        for g in groups
    ],
)
pulumi.export(
    "sameGroup",
    pulumi.Output.all(
        values=[g.ingress for g in groups],
        values_=[g.id for g in groups],
        other_id=other.id,
    ).apply(
        lambda args: [
            [item["protocol"] for item in args["values"][key]]
            for key in range(len(groups))
            if args["values_"][key] != args["other_id"]
        ]
    ),
)
pulumi.export(
    "both",
    pulumi.Output.all(
        values=[g.ingress for g in groups], other_id=other.id, length=other.length
    ).apply(
        lambda args: [
            str(i) + ":" + str(len(args["values"][i])) + ":" + args["other_id"]
            for i in range(len(groups))
            if args["length"] > 1
        ]
    ),
)
