import decimal

import pulumi
import pulumi_aws as aws
import pulumi_random as random


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


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()

# Values that a program reads only where its run never looks: a
# conditional's branch not taken, the body of a for expression over an
# empty list, a fallback of try that is not needed. PCL creates the
# resources, makes the invokes and computes the locals all the same; Go,
# whose SDK runs an apply only for whoever awaits its output, awaits them.
pick = config.get_bool("pick", default=False)
made = pulumi.Output.unsecret(pulumi.Output.secret([True])).apply(
    lambda resolved: [
        random.RandomPet(f"made-{index}", prefix=f"m{index}")
        for index, value in enumerate(resolved)
    ]
)
listed = pulumi.Output.unsecret(pulumi.Output.secret(["a", "b"])).apply(
    lambda resolved: [
        random.RandomPet(f"listed-{index}", prefix=f"l{value}")
        for index, value in enumerate(resolved)
    ]
)
found = aws.ec2.get_ami_output(owners=pulumi.Output.all(made[0].id))
length = made[0].length
chosen = pulumi.Output.unsecret(pulumi.Output.secret([True])).apply(
    lambda resolved: [
        random.RandomPet(f"chosen-{index}") for index, value in enumerate(resolved)
    ]
)
reader = random.RandomPet(
    "reader",
    prefix=chosen[0].id if pick else pulumi.Output.from_input("none"),
    length=length.apply(lambda length: _try(lambda: 2, lambda: length)),
)
pulumi.export(
    "names", [pulumi.Output.concat(_to_string(_not_null(n)), listed[0].id) for n in []]
)
pulumi.export("imageName", found.name if pick else pulumi.Output.from_input("none"))
