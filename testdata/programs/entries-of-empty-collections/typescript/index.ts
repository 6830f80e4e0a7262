import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

// The entries of empty collections: loops over them read the entries' keys
// and values in any way, and make nothing.
const policies = pulumi.unsecret(pulumi.secret(([] as any[]).map((value, key) => ({key, value})).map(e => false ? e.value : e.value))).apply(rangeValue => {
    const resources: aws.autoscaling.Policy[] = [];
    for (const [index, value] of rangeValue.entries()) {
        resources.push(new aws.autoscaling.Policy(`policies-${index}`, {
            autoscalingGroupName: pulumi.secret(value).apply(secret => pclAsString(secret)),
        }));
    }
    return resources;
});
export const fromList = ([] as any[]).map((value, key) => ({key, value})).map(e => `${pclNumberText(e.key)}=${e.value}`);
export const fromMap = Object.fromEntries(Object.entries({} as Record<string, any>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(e => [e.key, e.value]));
export const count = ([] as any[]).map((value, key) => ({key, value})).length;

// pclAsString converts a value of any type to a string as PCL does: a
// number in plain digits, a bool as true or false; null stays null, and
// an output is converted when it resolves.
function pclAsString(value: any): string {
    if (typeof value?.apply === "function") {
        // An output of unknown type (a component's output).
        return value.apply(pclAsString);
    }
    if (value === null || value === undefined || typeof value === "string") {
        return value;
    }
    if (typeof value === "number") {
        return pclNumberText(value);
    }
    if (typeof value === "boolean") {
        return String(value);
    }
    throw new Error("a string is required, not " + JSON.stringify(value));
}

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
