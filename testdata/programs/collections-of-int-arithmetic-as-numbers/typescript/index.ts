import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Fuzz seed 113336: int arithmetic on optional ints, which the binder types a
// number, computed in an apply as a list or map of ints and collected where
// lists or maps of numbers are held.
const shuffles: random.RandomShuffle[] = [];
for (let index = 0; index < 2; index++) {
    shuffles.push(new random.RandomShuffle(`shuffles-${index}`, {
        inputs: ["a", "b"],
        resultCount: 2,
    }));
}
const differencesValue = Object.fromEntries(shuffles.map(item => item.id).map((p, i) => [`k${pclNumberText(i)}`, pulumi.all([pulumi.secret(["y"]), pclIndex(shuffles, 0).resultCount]).apply(([secret, resultCount]) => secret.map(x => pclOperand(resultCount) - pclOperand(resultCount)))]));
const sumsValue = shuffles.map(item => item.id).map(p => pulumi.all([pulumi.secret(["y"]), pclIndex(shuffles, 0).resultCount]).apply(([secret, resultCount]) => pclFromEntries(secret.map(x => [x, pclOperand(resultCount) + 2]))));
export const differences = differencesValue;
export const sums = sumsValue;

// pclFromEntries makes an object of the entries of a for expression, and
// fails as PCL does where two of them have one key.
function pclFromEntries<T>(entries: readonly (readonly [unknown, T])[]): Record<string, T> {
    const result: Record<string, T> = {};
    for (const [key, value] of entries) {
        const name = String(key);
        if (Object.prototype.hasOwnProperty.call(result, name)) {
            throw new Error(`Duplicate object key: two elements produce the key ${JSON.stringify(name)}`);
        }
        result[name] = value;
    }
    return result;
}

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

// pclOperand gives an operand of arithmetic, an order or a logical
// operation, which PCL refuses to be null.
function pclOperand<T>(value: T | null | undefined): T {
    if (value === null || value === undefined) {
        throw new Error("Invalid operand: the value is null");
    }
    return value;
}
