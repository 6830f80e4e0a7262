import decimal

import pulumi
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# Number literals: digits alone are ints; a literal with a fraction or an
# exponent is a number, which every language reads as the same float64.
scale = config.get_float("scale", default=1000.0)
largest = 1.7976931348623157e308
huge = 1e300
tiny = 5e-324
whole_number = 2.0

# The exact value of the largest float64, as the YAML converter writes it.
exact_largest = 1.7976931348623157e308
pet = random.RandomPet(
    "pet", length=2, separator=f"{_number_text(1.5)}-{_number_text(whole_number)}"
)
password = random.RandomPassword("password", length=16)
pulumi.export("largest", largest)
pulumi.export("huge", huge)
pulumi.export("tiny", tiny)
pulumi.export("sameAsLargest", exact_largest == largest)
pulumi.export("scaled", scale * 0.0025)
pulumi.export("whole", whole_number)
pulumi.export("numbers", [1e300, -1e-300, 2.0, 0.0, 0.1, 100.0])
pulumi.export("halfLargest", largest / 2)
pulumi.export("negativeLargest", -1.7976931348623157e308)
pulumi.export("petLength", pet.length)
pulumi.export("passwordLength", password.length)

# A template of constants only is their text, '%' and all.
pulumi.export("constantTemplate", f"{str(False).lower()}100% {_number_text(1.5)}%d!")
