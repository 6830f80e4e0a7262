import * as pulumi from "@pulumi/pulumi";

// entries gives objects of a key and a value; where both are numbers, an
// integer key (a list's index) or value sits beside a fractional one.
const fractions = [1000, 1.5, 0.25].map((value, key) => ({key, value}));
const integers = [1, 2].map((value, key) => ({key, value}));
const keyed = Object.entries({
    x: 1.5,
    y: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}));
const strings = ["s"].map((value, key) => ({key, value}));
export const all = [fractions, integers, keyed, strings];
export const sums = fractions.map(e => e.key + e.value);
export const secretKeys = pulumi.secret([1000, 1.5].map((value, key) => ({key, value})).map((e, i) => `${pclNumberText(i)}:${pclNumberText(e.key)}`));

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
