import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();

// Conditionals of an int and an optional number, plain and eventual: Go holds
// the optional number as a pointer, which a value of any type must not keep.
const hotel = config.getBoolean("hotel") ?? false;
const ratio = config.getNumber("ratio") ?? 1.5;
const count = pclWhole("count", config.getNumber("count"), "int") ?? 4;
const policy = new aws.autoscaling.Policy("policy", {
    autoscalingGroupName: "group",
    targetTrackingConfiguration: {
        targetValue: 2.5,
    },
});
export const inTemplate = pulumi.interpolate`b${(hotel ? pulumi.output(3) : policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue)).apply(pclText)}`;
export const whole = hotel ? pulumi.output(count) : policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue);
export const plain = !hotel ? ratio : 3;
export const plainTemplate = `p${pclText(!hotel ? ratio : count)}`;
export const compared = (!hotel ? ratio : count) === 1.5;
export const listed = [1, 2].map(v => hotel ? pulumi.output(v) : policy.targetTrackingConfiguration.apply(targetTrackingConfiguration => targetTrackingConfiguration!.targetValue));

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

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

// pclWhole checks that the config variable name's value of a type holding
// ints has whole numbers where the type has ints: shape is "int", ["list",
// shape], ["map", shape] or an object of the properties' shapes.
function pclWhole<T>(name: string, value: T, shape: unknown): T {
    const check = (v: unknown, s: unknown): void => {
        if (v === null || v === undefined) {
            return;
        }
        if (s === "int") {
            if (typeof v === "number" && !Number.isInteger(v)) {
                throw new Error(`Configuration variable '${name}' must be an integer, not ${v}`);
            }
        } else if (Array.isArray(s)) {
            const values = s[0] === "list" ? (Array.isArray(v) ? v : []) : Object.values(v as object);
            values.forEach(e => check(e, s[1]));
        } else if (typeof s === "object" && s !== null && typeof v === "object") {
            for (const [k, ps] of Object.entries(s)) {
                check((v as Record<string, unknown>)[k], ps);
            }
        }
    };
    check(value, shape);
    return value;
}
