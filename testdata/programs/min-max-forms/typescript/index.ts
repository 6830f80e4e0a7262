import * as pulumi from "@pulumi/pulumi";

const config = new pulumi.Config();

// pclfuzz (seed 9116 and others): min and max of one number, of several, of
// a list's numbers and of numbers followed by a list's, over numbers and
// ints. Python's min and max take a single argument as an iterable; a list
// expanded after other numbers joins them.
const l = config.getObject<number[]>("l") ?? [4, 9.5, 2];
const li = pclWhole("li", config.getObject<number[]>("li"), ["list", "int"]) ?? [3, 1];
export const one = Math.min(14);
export const several = Math.max(1, 2.5, -3);
export const list = pclNumbers(l, Math.min);
export const numbersAndList = Math.max(3, ...l);
export const numberAndInts = Math.min(5, ...li);
export const ints = pclNumbers(li, Math.max);

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
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
