import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// For expressions whose filter reads outputs through the loop's variable,
// and whose value reads them inside a loop of its own.
const names: random.RandomString[] = [];
for (let index = 0; index < 2; index++) {
    names.push(new random.RandomString(`names-${index}`, {
        length: 3,
    }));
}

// The outer loop's outputs read in an inner loop.
const repeatedValue = pulumi.all([names.map(r => r.result), names.map(r => r.length)]).apply(([values, values2]) => names.flatMap((r, key) => pclIndex(values2, key) !== 1 ? [Array.from({length: 2}, (_, i) => i).map(i => `${pclIndex(values, key)}-${pclNumberText(i)}`)] : []));

// An inner loop whose own variable and the outer one's outputs are read.
const pairsValue = pulumi.all([names.map(r => r.length), names.map(r => r.result)]).apply(([values, values2]) => Object.fromEntries(names.flatMap((r, k) => pclIndex(values2, k) !== "" ? [[`k${pclNumberText(k)}`, ["a", "b"].map(s => `${s}${pclNumberText(pclIndex(values, k))}`)]] : [])));
export const repeated = repeatedValue;
export const pairs = pairsValue;

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
