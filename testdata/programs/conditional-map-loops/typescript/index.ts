import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// A conditional whose branch is a map made by a for expression takes the
// conditional's element type: ints among numbers, lists among lists of any,
// strings among optional strings.
const flag = config.getBoolean("flag") ?? false;
const numbersValue: Record<string, number> = flag ? {
    a: 1.5,
} : Object.fromEntries([1, 2].map((v, i) => [`k${pclNumberText(i)}`, v]));
const listsValue: Record<string, boolean[]> = flag ? {
    a: [],
} : Object.fromEntries([true, false].map((v, i) => [`k${pclNumberText(i)}`, [v]]));
const maybeValue: Record<string, string | undefined> = flag ? {
    a: undefined,
} : Object.fromEntries(["x"].map((v, i) => [`k${pclNumberText(i)}`, v]));
export const numbers = numbersValue;
export const lists = listsValue;
export const maybe = maybeValue;

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
