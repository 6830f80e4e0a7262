import pulumi
import pulumi_aws as aws


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


config = pulumi.Config()

# Lists of objects of different keys, converted element by element to a
# schema's object type (a number port to an int): the keys some objects
# lack are null where they are absent.
open_ = config.get_bool("open", default=False)
port = config.get_float("port", default=443)
rules = [
    {"fromPort": port, "protocol": "tcp", "self": open_, "toPort": port},
    {"fromPort": 80, "protocol": "udp", "toPort": 80, "description": "web"},
]
secured = aws.ec2.SecurityGroup(
    "secured",
    egress=pulumi.Output.secret(
        [
            {"fromPort": port, "protocol": "tcp", "self": open_, "toPort": 1},
            {"fromPort": 1, "protocol": "udp", "toPort": 2},
        ]
    ).apply(
        lambda secret: [
            {
                "fromPort": _to_int(item["fromPort"]),
                "protocol": item["protocol"],
                "self": item.get("self", None),
                "toPort": item["toPort"],
            }
            for item in secret
        ]
    ),
    ingress=pulumi.Output.unsecret(pulumi.Output.secret(rules)).apply(
        lambda secret: [
            {
                "description": item.get("description", None),
                "fromPort": _to_int(item["fromPort"]),
                "protocol": item["protocol"],
                "self": item.get("self", None),
                "toPort": _to_int(item["toPort"]),
            }
            for item in secret
        ]
    ),
)
local = aws.ec2.SecurityGroup(
    "local",
    ingress=[
        {
            "from_port": _to_int(rules[0]["fromPort"]),
            "protocol": rules[0]["protocol"],
            "self": rules[0]["self"],
            "to_port": _to_int(rules[0]["toPort"]),
        },
        rules[1],
    ],
)
