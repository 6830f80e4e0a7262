import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Arithmetic on ints that may be null is an int where it gives a value,
// read by builtins and loops that take its Go type from the collection:
// entries of a tuple of it, max of one spread, lookup with an int default.
const pick = config.getBoolean("pick") ?? true;
const shuffle = new random.RandomShuffle("shuffle", {
    inputs: ["a", "b", "c"],
    resultCount: 2,
});
const diff = shuffle.resultCount.apply(resultCount => pclOperand(resultCount) - pclOperand(resultCount));
export const entryValues = pulumi.all([
    diff,
    [diff, 3].map((value, key) => ({key, value})).map(e => pulumi.output(e)),
    shuffle.id,
]).apply(([diff2, values, id]) => [diff2, 3].map((value, key) => ({key, value})).flatMap((e, key) => id !== "" ? [pclIndex(values, key).value] : []));
export const entryKeys = pulumi.all([diff, shuffle.id]).apply(([diff2, id]) => Object.entries({
    a: diff2,
    b: 3,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).filter(e => id !== "").map(e => e.key));
export const looped = pulumi.all([diff, [diff, 3].map(v => pulumi.output(v)), shuffle.id]).apply(([diff2, values, id]) => [diff2, 3].flatMap((v, key) => id !== "" ? [{
    x: pclIndex(values, key),
}] : []));
export const largest = diff.apply(diff2 => pclNumbers([diff2, 3], Math.max));
export const smallest = diff.apply(diff2 => Math.min(-diff2, 3.5));
export const found = pulumi.output(({
    a: diff,
    b: 3,
} as Record<string, number | pulumi.Output<number>>)[pick ? "a" : "c"] ?? 7);
export const chosen = pick ? diff : pulumi.output(2.5);
export const remainder = diff.apply(diff2 => (diff2 - 7) % 3);
export const text = pulumi.interpolate`${diff.apply(pclNumberText)}/${diff.apply(diff2 => diff2 / 2).apply(pclNumberText)}/${diff.apply(diff2 => [diff2, 3].map(pclString).join(","))}`;
export const counted = diff.apply(diff2 => Array.from({length: diff2 + 2}, (_, i) => i));

// pclIndex returns the element of a list at an index or of a map at a key,
// and fails as PCL does where there is none (or no list or map).
function pclIndex<T>(collection: readonly T[] | Readonly<Record<string, T>> | null | undefined, key: number | string): T {
    if (Array.isArray(collection)) {
        const list = collection as readonly T[];
        const index = typeof key === "number" ? key : pclNumber(key);
        if (!Number.isInteger(index) || index < 0 || index >= list.length) {
            throw new Error(`Invalid index: the list has ${list.length} elements, none at ${key}`);
        }
        return list[index];
    }
    const map = collection as Readonly<Record<string, T>> | null | undefined;
    if (typeof map !== "object" || map === null || !Object.prototype.hasOwnProperty.call(map, key)) {
        throw new Error(`Invalid index: the map has no element for the key ${JSON.stringify(String(key))}`);
    }
    return map[key];
}

// pclNumber converts a string to a number as PCL does: the whole string must
// be a decimal number.
function pclNumber(text: string): number {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) {
        throw new Error(`a number is required, not ${JSON.stringify(text)}`);
    }
    return Number(text);
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

// pclNumbers applies min or max to a list's numbers, failing as PCL does
// when the list is empty.
function pclNumbers(numbers: readonly number[], fn: (...values: number[]) => number): number {
    if (numbers.length === 0) {
        throw new Error("must pass at least one number");
    }
    return fn(...numbers);
}

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
