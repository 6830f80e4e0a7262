import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Resources ranged over a value computed from a secret output property
// (RandomPassword's result): the backends create them in an apply on the
// range, where the elements are plain, and every input that reads
// range.key or range.value is as secret as the range is when the program
// runs. An input that reads what the range reads (minLower) as well.
const privateResource = new random.RandomPassword("private", {
    length: 8,
});
const requireResource = pulumi.unsecret(pulumi.all([privateResource.minLower, privateResource.result]).apply(([private2, result]) => `a,${pclNumberText(private2)},${result}`.split(","))).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`require-${index}`, {
            length: 4,
            minUpper: pulumi.all([privateResource.minLower, privateResource.result, privateResource.minLower]).apply(([private2, result, minLower]) => (true ? 1 : index) * minLower),
            special: pulumi.all([privateResource.minLower, privateResource.result]).apply(([private2, result]) => value === "x"),
        }));
    }
    return resources;
});

// Ranged over a plain property of the same resource: no secret to keep.
const plainly = pulumi.unsecret(pulumi.output([privateResource.length])).apply(rangeValue => {
    const resources: random.RandomString[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new random.RandomString(`plainly-${index}`, {
            length: value + 1,
        }));
    }
    return resources;
});
export const specials = requireResource.apply(require2 => pulumi.output(require2.map(item => item.special)));

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
