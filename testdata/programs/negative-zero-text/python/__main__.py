import decimal

import pulumi


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


config = pulumi.Config()

# Arithmetic on zero that float64s make negative zero (-0), printed as PCL
# prints it: 0.
x = config.get_float("x", default=0)
y = config.get_object("y", default=0)
pulumi.export("negated", _number_text(-x))
pulumi.export("product", f"n{_number_text(x * -1)}")
pulumi.export("quotient", _number_text(x / -4))
pulumi.export("anyNegated", _number_text(-y))
