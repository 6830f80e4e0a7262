import decimal
import math

import pulumi
import pulumi_aws as aws
import pulumi_random as random


def _number_text(number):
    # PCL prints a number in plain digits: 1 not 1.0, never an exponent.
    if isinstance(number, float) and number.is_integer():
        number = int(number)
    text = repr(number)
    if "e" in text:
        text = format(decimal.Decimal(text), "f")
    return text


# A tuple of ints and numbers is a Go slice of float64: an element read at a
# constant index that PCL types as an int (int arithmetic, strconv.Itoa, an
# int input) is converted back to one, through a plain local, an output
# (secret, unsecret), an object's property, an index expression and
# element() (fuzz seed 9930).
mixed = [3, 1000.0, 2.5]
held = pulumi.Output.unsecret(pulumi.Output.secret([4, 0.5]))
nested = {"pair": [6, 1.5]}
count = random.RandomInteger(
    "count", min=mixed[0], max=held.apply(lambda held: mixed[0] * (mixed[0] + held[0]))
)
image = aws.ec2.Ami(
    "image",
    name=f"image-{mixed[0] * mixed[0]}",
    root_device_name=pulumi.Output.format(
        "{0}", held.apply(lambda held: held[0] * (held[0] * held[0]))
    ),
    kernel_id=str(int(math.fmod(nested["pair"][0], 4))) + "-" + str([7, 0.5][0] * 2),
    ramdisk_id=f"{mixed[0] + 1}-{_number_text(mixed[1] / 8)}-{_number_text(mixed[2])}",
    ebs_block_devices=[
        {
            "deviceName": pulumi.Output.format("/dev/sd{0}", held[0]),
            "volumeSize": held.apply(lambda held: held[0] * 2),
            "iops": nested["pair"][0],
        }
    ],
)
pulumi.export(
    "products",
    [
        mixed[0] * 2,
        held.apply(lambda held: held[0] * 3),
        nested["pair"][0] * 4,
        held.apply(lambda held: held[1] * 2),
    ],
)
pulumi.export("count", count.max)
