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


config = pulumi.Config()

# Choices of objects whose inner objects' properties do not unify (an output
# of an int in one branch, a number in another): the inner object is of a
# union of object types that each hold outputs, and a branch's plain values
# are held as the outputs they are there.
c = config.get_bool("c", default=True)
d = config.get_bool("d", default=False)
pet = random.RandomInteger("pet", min=1, max=5)
hotel = (
    {"mike": pet.result, "papa": {"golf": pet.result, "hotel": pet.result, "xray": 8}}
    if c
    else (
        {"mike": pet.result, "papa": None}
        if d
        else {
            "mike": pulumi.Output.from_input(-2.75),
            "papa": {
                "golf": pulumi.Output.from_input(4),
                "hotel": pulumi.Output.from_input(0.1),
                "xray": 16,
            },
        }
    )
)
listed = [
    (
        {"inner": {"n": pet.result}}
        if c
        else (
            {"inner": {"n": pulumi.Output.from_input(0.5)}}
            if d
            else {"inner": {"n": pulumi.Output.from_input(2)}}
        )
    )
]
tagged = aws.s3.Bucket(
    "tagged",
    tags={
        "golf": pulumi.Output.format("{0}", hotel["papa"]["golf"].apply(_not_null)),
        "n": pulumi.Output.concat(
            listed[0]["inner"]["n"].apply(lambda n: _number_text(n))
        ),
    },
)
pulumi.export("hotel", hotel)
pulumi.export("listed", listed)
