import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// range counts up by 1 unless given a step, and a step that leads away
// from the limit makes an empty list: range(-1) and range(5, 1) are empty.
const limit = pclWhole("limit", config.getNumber("limit"), "int") ?? -2;
export const belowZero = Array.from({length: -1}, (_, i) => i);
export const fromConfig = Array.from({length: limit}, (_, i) => i);
export const startPastLimit = Array.from({length: 1 - 5}, (_, i) => 5 + i);
export const awayFromLimit = Array.from({length: Math.max(0, Math.ceil((10 - 0) / -1))}, (_, i) => 0 + i * -1);
export const down = Array.from({length: Math.max(0, Math.ceil((limit - 3) / -2))}, (_, i) => 3 + i * -2);
export const names = Array.from({length: 2 - limit}, (_, i) => limit + i).map(i => `n${pclNumberText(i)}`);

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
