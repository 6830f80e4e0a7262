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

# Arithmetic on number constants rounds after every operation, as PCL
# computes on float64s: 3 * 0.1 is 0.30000000000000004, not the 0.3 that
# an exact evaluation of the constants (Go's) would give. Operations whose
# steps round to the exact value are written as they are.
pulumi.export("product", 3 * 0.1)
pulumi.export("sum", 0.1 + 0.2)
pulumi.export("negated", -(0.1 + 0.2) * 3)
pulumi.export("quotient", 1 / 3 * 3)
pulumi.export("exactSteps", 2 * 0.5 + 0.25)
pulumi.export("inText", f"{_number_text(0.1 + 0.7)} and {_number_text(1.1 * 1.1)}")

# Steps that round inside an expression whose exact value is PCL's: each
# step is PCL's, so the whole is printed as PCL's value (fuzz seed 12888).
pulumi.export(
    "roundedInside",
    [0.1 * 1.5 - 1000.0 + (1000.0 + -2.75 * 0.1), 1000 + -(0.1 * 3) - 1000],
)

# A constant step that rounds, beside a value computed when the program
# runs: the step is PCL's value, not Go's exact one (fuzz seed 84184).
large = config.get_bool("large", default=True)
pulumi.export(
    "constantStepBesideChoice", _number_text(0.1 * 1.5 * (1.5 if large else -2.75))
)
