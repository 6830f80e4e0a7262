import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Loops over collections whose elements hold outputs, reading the elements'
// attributes and items where the key or value also reads an output: the
// elements are resolved one by one, and read as the maps and lists Go holds
// them as.
const pet = new random.RandomPet("pet", {
    length: 2,
});
const listedValue = pet.length.apply(length => pclFromEntries([`p-${pclNumberText(length)}`, "x"].map((value, key) => ({key, value})).map((e, i) => [`k${pclNumberText(i)}-${pclNumberText(length)}`, e.key * 2])));
const keyedValue = pulumi.all([
    pet.id,
    pet.length,
    Object.fromEntries(Object.entries({
        a: {
            n: 1,
            s: pulumi.interpolate`p-${pet.id}`,
        },
        b: {
            n: 2,
            s: "x",
        },
    }).map(([k, e]) => [k, pulumi.output(e)])),
]).apply(([id, length, values]) => pclFromEntries(Object.entries({
    a: {
        n: 1,
        s: `p-${id}`,
    },
    b: {
        n: 2,
        s: "x",
    },
}).map(([k, e]) => [`${k}-${pclNumberText(length)}`, `${pclIndex(values, k).s}/${pclNumberText(pclIndex(values, k).n + length)}`])));
const nestedValue = [[1, "a"], [pet.length, "b"]].map((l, i) => pulumi.interpolate`${pulumi.output(l).apply(l2 => l2[1])}${pclNumberText(i)}-${pet.length.apply(pclNumberText)}`);
export const listed = listedValue;
export const keyed = keyedValue;
export const nested = nestedValue;

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
