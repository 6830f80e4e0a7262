import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as random from "@pulumi/random";

// Outputs that may be null, read where PCL requires a value: an optional
// string output in a string template (concatenated, and formatted beside a
// number), and an attribute of an optional object output compared inside an
// apply. A null in either place is an error to PCL, so the generated programs
// fail on it rather than print "None" or read an attribute of nothing; the
// values here are present, and printed as they are.
const picker = new random.RandomInteger("picker", {
    min: 1,
    max: 9,
    seed: "fixed",
});
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 0.5,
    },
});
export const seedText = pulumi.interpolate`seed-${picker.seed.apply(pclText)}!`;
export const seedAndResult = pulumi.interpolate`${picker.seed.apply(pclText)}/${picker.result.apply(pclNumberText)}`;
export const lowTarget = policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => pclOperand(targetTrackingConfiguration!.targetValue) <= 2);

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
