import * as pulumi from "@pulumi/pulumi";
import * as simple from "@pulumi/simple";
import { Holder } from "./holder";

// Issue 12 item 2: a for expression over resources or outputs that builds a
// map or a list of outputs, used as an output value, as a dynamic input
// (an untyped component config) and nested in one.
const members: Record<string, simple.Resource> = {};
for (const [key, value] of Object.entries({
    x: "one",
    y: "two",
})) {
    members[key] = new simple.Resource(`members-${key}`, {
        inputOne: value,
    });
}
const listed: simple.Resource[] = [];
for (let index = 0; index < 2; index++) {
    listed.push(new simple.Resource(`listed-${index}`, {
        inputOne: `l${pclNumberText(index)}`,
    }));
}
const holder = new Holder("holder", {
    byKey: Object.fromEntries(Object.entries(members).map(([k, m]) => [k, m.result])),
    results: listed.map(m => m.result),
    nested: {
        ids: Object.entries(members).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, m]) => pulumi.interpolate`${k}:${m.result}`),
        count: listed.length,
    },
});
export const ids = Object.fromEntries(Object.entries(members).map(([k, m]) => [k, m.result]));
export const idList = listed.map(m => m.result);
export const filtered = Object.entries(members).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, m]) => k !== "y").map(([k, m]) => m.result);
export const held = holder.all;

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
