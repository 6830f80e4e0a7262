import decimal

import pulumi
import pulumi_aws as aws


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


def _try(*fns):
    for fn in fns:
        try:
            return fn()
        except Exception:
            pass
    raise ValueError("try: every alternative failed")


config = pulumi.Config()
owner = config.require_secret_float("owner")

# An invoke's argument computed by a loop over a secret config: its
# elements are outputs, so the invoke is called in its output form.
image = aws.ec2.get_ami_output(
    most_recent=True,
    owners=pulumi.Output.all(
        *[
            pulumi.Output.concat(
                prefix, "-", owner.apply(lambda owner: _number_text(owner))
            )
            for prefix in ["amazon", "aws"]
            if _try(lambda: False, lambda: True)
        ]
    ),
)
pulumi.export("imageId", image.id)
