import base64
import decimal

import pulumi
import pulumi_aws as aws
import pulumi_simple as simple


def _not_null(value):
    # PCL cannot print a null in a string template.
    if value is None:
        raise TypeError("a null value cannot be included in a string template")
    return value


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


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


# pclfuzz seed 7 (shrunk): range["value"] and range["key"] read what
# range.value and range.key read, over a map, a list and a number, in a
# template and as inputs of their own.
xray = {}
for key, value in {}.items():
    xray[key] = aws.ec2.Ami(
        f"xray-{key}",
        tags={
            "x-y": key,
            "alpha": base64.b64decode(
                base64.b64encode(
                    f"$ {key}100% x{_to_string(_not_null(value))} end".encode()
                ).decode()
            ).decode(),
        },
    )
by_map = {}
for key, value in {"a": "x", "b": "y"}.items():
    by_map[key] = simple.Resource(f"byMap-{key}", input_one=f"{key}={value}")
by_list = []
for index, value in enumerate(["p", "q"]):
    by_list.append(simple.Resource(f"byList-{index}", input_one=value, input_two=index))
by_number = []
for index in range(2):
    by_number.append(simple.Resource(f"byNumber-{index}", input_two=index * 2))
pulumi.export("keys", [r.input_two for r in by_list])
