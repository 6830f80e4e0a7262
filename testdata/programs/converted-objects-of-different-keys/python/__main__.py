import decimal

import pulumi
import pulumi_aws as aws


def _dynamic_bool(value):
    # PCL's bool of a value of unknown type: a string converts as _to_bool
    # converts it, a number is an error; anything else is left as it is.
    if isinstance(value, str):
        return _to_bool(value)
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        raise TypeError(f"a bool is required, not {value!r}")
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _to_bool(text):
    # PCL converts only these strings to a bool; any other is an error.
    if text in ("true", "1"):
        return True
    if text in ("false", "0"):
        return False
    raise ValueError(f"a bool is required, not {text!r}")


def _to_int(number):
    # PCL makes an int of a number only when it is whole.
    if number != int(number):
        raise ValueError(f"{number} is not a whole number")
    return int(number)


def _to_string(value) -> str:
    # PCL's string of a value of unknown type: bools in lower case, numbers
    # in plain digits.
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number_text(value)
    # Anything else (None, a list, a dict) is left to the SDK, which takes
    # the string it is where PCL's conversion succeeds.
    return value


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
            {"fromPort": _to_int(port), "protocol": "tcp", "self": open_, "toPort": 1},
            {"fromPort": 1, "protocol": "udp", "toPort": 2},
        ]
    ),
    ingress=pulumi.Output.unsecret(pulumi.Output.secret(rules)).apply(
        lambda secret: [
            {
                "description": _to_string(item.get("description", None)),
                "fromPort": _to_int(item["fromPort"]),
                "protocol": item["protocol"],
                "self": _dynamic_bool(item.get("self", None)),
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
