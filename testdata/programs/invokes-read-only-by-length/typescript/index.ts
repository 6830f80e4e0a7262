import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// An invoke in a local is made whether or not a value that reads it is
// computed: the length of a list of the invoke's fields needs none of
// them, nor does a constant index of a list the other elements.
const owner = new random.RandomString("owner", {
    length: 8,
});
const image = aws.ec2.getAmiOutput({
    owners: [owner.result],
});
const server = new aws.ec2.Instance("server", {
    ami: "ami-0",
    instanceType: `t${pclNumberText([
        pulumi.all([image, owner.result]).apply(([image2, result]) => image2.id !== result),
        true,
    ].length)}.micro`,
});
const other = aws.ec2.getAmiOutput({
    owners: [owner.id],
});
export const picked = ([other.name, "plain"] as [pulumi.Output<string>, string])[1];

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
