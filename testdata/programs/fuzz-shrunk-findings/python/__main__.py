import decimal

import pulumi
import pulumi_random as random

from index0 import Index0


def _can(fn):
    try:
        fn()
        return True
    except Exception:
        return False


def _not_implemented(message):
    raise NotImplementedError(message)


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


# Programs pclfuzz found failing, shrunk and kept once fixed (they were
# testdata/fuzz/go-for-holding-outputs, go-for-variable-in-output,
# typescript-grouping-for and go-double-minus), with the test schemas: for
# expressions holding outputs, over ranged resources, given as inputs; for
# expressions whose filter or value is secret, in a component; a grouping
# for expression in a conditional; a negation of a negative value.
golf = {}
for key, value in {}.items():
    golf[key] = random.RandomInteger(f"golf-{key}", min=1, max=9)
urn = random.RandomPet(
    "urn",
    keepers={
        widgets: (
            pulumi.Output.format(
                "$ x.y$ {0}$ {1}}}", golf["beta"].result, _number_text(0.25)
            )
            if True != True
            else pulumi.Output.from_input(pulumi.get_stack())
        )
        for widgets in golf
    },
)
output = Index0("Output", {"nil": {}, "delta": _can(lambda: _not_implemented("nope"))})
delta = {}
na_n = random.RandomString("NaN", length=1, min_upper=min(1, --1))
pulumi.export("delta", delta)
pulumi.export("kilo", output.kilo)
