import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// A tuple of ints and numbers is a Go slice of float64: an element read at a
// constant index that PCL types as an int (int arithmetic, strconv.Itoa, an
// int input) is converted back to one, through a plain local, an output
// (secret, unsecret), an object's property, an index expression and
// element() (fuzz seed 9930).
const mixed = [3, 1000, 2.5];
const held = pulumi.unsecret(pulumi.secret([4, 0.5]));
const nested = {
    pair: [6, 1.5],
};
const countResource = new random.RandomInteger("count", {
    min: mixed[0],
    max: held.apply(held2 => mixed[0] * (mixed[0] + held2[0])),
});
const image = new aws.ec2.Ami("image", {
    name: `image-${pclNumberText(mixed[0] * mixed[0])}`,
    rootDeviceName: pulumi.interpolate`${held.apply(held2 => held2[0] * (held2[0] * held2[0])).apply(pclNumberText)}`,
    kernelId: `${pclNumberText(nested.pair[0] % 4)}-${pclNumberText([7, 0.5][0] * 2)}`,
    ramdiskId: `${pclNumberText(mixed[0] + 1)}-${pclNumberText(mixed[1] / 8)}-${pclNumberText(mixed[2])}`,
    ebsBlockDevices: [
        {
            deviceName: pulumi.interpolate`/dev/sd${held[0].apply(pclNumberText)}`,
            volumeSize: held.apply(held2 => held2[0] * 2),
            iops: nested.pair[0],
        },
    ],
});
export const products = [
    mixed[0] * 2,
    held.apply(held2 => held2[0] * 3),
    nested.pair[0] * 4,
    held.apply(held2 => held2[1] * 2),
];
export const count = countResource.max;

// pclNumberText prints a number as PCL does: in plain digits, never with an
// exponent, and a whole number in its exact digits (String rounds 2 ** 62 to
// 4611686018427388000).
function pclNumberText(value: number): string {
    if (Number.isInteger(value) && Math.abs(value) >= 2 ** 53) {
        return BigInt(value).toString();
    }
    const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(String(value));
    if (!match) {
        return String(value);
    }
    const digits = match[2] + (match[3] ?? "");
    const point = 1 + Number(match[4]);
    if (point <= 0) {
        return match[1] + "0." + "0".repeat(-point) + digits;
    }
    return match[1] + digits.padEnd(point, "0");
}
