import decimal
import json
from typing import Any, cast

import pulumi
import pulumi_aws as aws


def _element(items, index):
    # PCL's element wraps around the end of the list; its index is a
    # whole number, not negative.
    if index < 0 or index != int(index):
        raise IndexError(f"element: {index} is not an index")
    return items[int(index) % len(items)]


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _pcl_value(value: Any, shape: Any) -> Any:
    # A value read from an SDK's output types as PCL holds it: objects keyed
    # by the schema's names, with every property (None when not set). shape
    # follows the value's type: None leaves a value as it is, [shape] is a
    # list's, ("tuple", [shape, ...]) a tuple's, ("map", shape) a map's and
    # {key: (name, shape)} an object's (a schema's, whose keys are Python
    # names, or a dict keyed by PCL's names).
    if value is None or shape is None:
        return value
    if isinstance(shape, list):
        return [_pcl_value(item, shape[0]) for item in value]
    if isinstance(shape, tuple) and shape[0] == "tuple":
        return [_pcl_value(item, inner) for item, inner in zip(value, shape[1])]
    if isinstance(shape, tuple):
        return {key: _pcl_value(item, shape[1]) for key, item in value.items()}
    if not isinstance(value, dict):
        # An invoke's result, whose properties are attributes.
        value = {key: getattr(value, key, None) for key in shape}
    return {
        name: _pcl_value(value.get(key), inner) for key, (name, inner) in shape.items()
    }


def _to_json(value) -> str:
    # PCL's toJSON: keys sorted, no spaces, numbers in plain digits, and
    # <, > and & escaped.
    if isinstance(value, dict):
        items = sorted(value.items())
        return "{" + ",".join(_to_json(k) + ":" + _to_json(v) for k, v in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_to_json(v) for v in value) + "]"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return _number_text(value)
    text = json.dumps(value, ensure_ascii=False)
    for char in "<>&\u2028\u2029":
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


# Lists and maps of lists of objects of a schema's types (the splat of a
# ranged resource's list of objects), which the Go SDK has no typed
# collections of (no SecurityGroupIngressArrayArray): looped over, read in
# applies of one and of many outputs, filtered, secret, chosen by a
# condition, written by toJSON and exported whole (fuzz seed 9684: Go
# refused them as inputs).
group = []
for index in range(2):
    group.append(
        aws.ec2.SecurityGroup(
            f"group-{index}",
            description=f"g{index}",
            ingress=[
                {
                    "cidr_blocks": [f"10.0.0.{p}/32"],
                    "from_port": p,
                    "protocol": "tcp",
                    "to_port": p + 10,
                }
                for p in list(range(index + 1))
            ],
        )
    )
rules = [item.ingress for item in group]
by_name = {f"g{i}": g.ingress for i, g in enumerate(group)}
pulumi.export(
    "keys", {f"k{i}": group[0].id for i in range(len([item.ingress for item in group]))}
)
pulumi.export(
    "counts",
    [rs.apply(lambda rs_: len(rs_)) for rs in [item.ingress for item in group]],
)
pulumi.export(
    "ports", [rs.apply(lambda rs_: [r.from_port for r in rs_]) for rs in rules]
)
pulumi.export(
    "portsWithId",
    [
        pulumi.Output.format("{0}:{1}", group[0].id, rs.apply(lambda rs_: len(rs_)))
        for rs in rules
    ],
)
pulumi.export(
    "mapPorts",
    {k: rs.apply(lambda rs_: [r.to_port for r in rs_]) for k, rs in by_name.items()},
)
pulumi.export(
    "whole",
    pulumi.Output.from_input(rules).apply(
        lambda value: _pcl_value(
            value,
            [
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ]
            ],
        )
    ),
)
pulumi.export(
    "wholeMap",
    pulumi.Output.from_input(by_name).apply(
        lambda value: _pcl_value(
            value,
            (
                "map",
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ],
            ),
        )
    ),
)
pulumi.export(
    "encoded",
    pulumi.Output.from_input(rules)
    .apply(
        lambda value: _pcl_value(
            value,
            [
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ]
            ],
        )
    )
    .apply(_to_json),
)
pulumi.export(
    "firstGroup",
    cast("pulumi.Output[list[list[dict[str, Any]]]]", pulumi.Output.from_input(rules))
    .apply(lambda rules: _element(rules, 0))
    .apply(
        lambda value: _pcl_value(
            value,
            [
                {
                    "cidr_blocks": ("cidrBlocks", None),
                    "description": ("description", None),
                    "from_port": ("fromPort", None),
                    "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                    "prefix_list_ids": ("prefixListIds", None),
                    "protocol": ("protocol", None),
                    "security_groups": ("securityGroups", None),
                    "self": ("self", None),
                    "to_port": ("toPort", None),
                }
            ],
        )
    ),
)
pulumi.export(
    "secretCount",
    pulumi.Output.secret(pulumi.Output.all(*rules)).apply(lambda secret: len(secret)),
)
pulumi.export(
    "filtered",
    pulumi.Output.all(rules=rules, values=[rs for rs in rules]).apply(
        lambda args: [
            i for i in range(len(args["rules"])) if len(args["values"][i]) > 1
        ]
    ),
)
chosen = pulumi.Output.all(group_id=group[0].id, rules=rules).apply(
    lambda args: args["rules"] if args["group_id"] != "" else []
)
pulumi.export(
    "chosenPorts",
    chosen.apply(lambda chosen: [[r["from_port"] for r in rs] for rs in chosen]),
)
pulumi.export(
    "chosenWhole",
    chosen.apply(
        lambda value: _pcl_value(
            value,
            [
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ]
            ],
        )
    ),
)
pulumi.export(
    "mapWithId",
    {
        k: pulumi.Output.format("{0}{1}", group[0].id, rs.apply(lambda rs_: len(rs_)))
        for k, rs in by_name.items()
    },
)
pulumi.export(
    "secretRules",
    pulumi.Output.secret(pulumi.Output.all(*rules)).apply(
        lambda value: _pcl_value(
            value,
            [
                [
                    {
                        "cidr_blocks": ("cidrBlocks", None),
                        "description": ("description", None),
                        "from_port": ("fromPort", None),
                        "ipv6_cidr_blocks": ("ipv6CidrBlocks", None),
                        "prefix_list_ids": ("prefixListIds", None),
                        "protocol": ("protocol", None),
                        "security_groups": ("securityGroups", None),
                        "self": ("self", None),
                        "to_port": ("toPort", None),
                    }
                ]
            ],
        )
    ),
)
