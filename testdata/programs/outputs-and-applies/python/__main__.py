import decimal
import json
import unicodedata

import pulumi
import pulumi_aws as aws


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


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


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


config = pulumi.Config()
port = config.get_int("port", default=8080)
zones = config.get_object("zones", default=["a", "b"])
labels = config.get_object("labels", default={"team": "infra"})
image = config.get("image", default="ami-0123456789")
base = aws.ec2.SecurityGroup("base", description="base")
group = aws.ec2.SecurityGroup(
    "group",
    # A template over an output with a literal percent sign.
    description=pulumi.Output.concat("100% open for ", base.name),
    ingress=[
        {
            "protocol": "tcp",
            "from_port": port,
            "to_port": port + 1,
            "cidr_blocks": ["10.0.0.0/16"],
            "description": z,
        }
        for z in zones
    ],
    tags=labels,
    opts=pulumi.ResourceOptions(
        protect=False, delete_before_replace=True, ignore_changes=["tags"]
    ),
)
upper_name = pulumi.Output.concat(group.name, "-", group.arn)
server = aws.ec2.Instance(
    "server",
    ami=image,
    instance_type="t3.micro",
    security_groups=[group.name],
    vpc_security_group_ids=[group.id],
    tags={"Name": upper_name, "Zone": zones[0]},
)
per_zone = []
for index, value in enumerate(zones):
    per_zone.append(
        aws.ec2.SecurityGroup(f"perZone-{index}", name=f"zone-{index}-{value}")
    )
per_label = {}
for key, value in labels.items():
    per_label[key] = aws.ec2.SecurityGroup(f"perLabel-{key}", description=value)
maybe = None
if port > 80:
    maybe = aws.ec2.SecurityGroup("maybe")
resource_names = [item.name for item in per_zone]
pulumi.export("secretArn", pulumi.Output.secret(server.arn))
pulumi.export(
    "json", pulumi.Output.from_input({"arn": server.arn, "port": port}).apply(_to_json)
)
pulumi.export("publicIp", server.public_ip)
pulumi.export("lengthOfName", group.name.apply(lambda name: _grapheme_count(name) * 2))
pulumi.export("firstZone", resource_names[0])
pulumi.export("names", resource_names)
