import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// A resource's id and urn held in a collection of values of several types
// (a map of optional strings, a list of any values) are the strings PCL
// holds, wherever the collection is read in an apply.
const flag = config.getBoolean("flag") ?? false;
const pet = new random.RandomPet("pet", {
    length: 2,
});
const key = new random.RandomString("key", {
    length: 8,
});
const chosen: Record<string, pulumi.Output<string | undefined>> = flag ? Object.fromEntries([1, 2].map((v, i) => [`k${pclNumberText(i)}`, key.result])) : {
    id: pet.id,
    urn: pet.urn,
    special: key.overrideSpecial,
};
const listed = Object.fromEntries([1].map((v, i) => [`k${pclNumberText(i)}`, [pet.id, key.overrideSpecial]]));
export const read = pulumi.all([chosen, Object.fromEntries(Object.entries(chosen).map(([k, v]) => [k, v]))]).apply(([chosen2, values]) => Object.entries(chosen2).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => pclIndex(values, k) != null).map(([k, v]) => `${k}=${pclText(pclIndex(values, k))}`));
export const readListed = Object.entries(listed).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => pulumi.all([v, v.map(x => x)]).apply(([v2, values]) => v2.flatMap((x, key2) => pclIndex(values, key2) != null ? [pclIndex(values, key2)] : [])).apply(values => values.map(pclString).join(",")));

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

// pclString converts a list's element to a string as PCL's join does:
// numbers in plain digits, and null an error.
function pclString(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("join: an element of the list is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}

// pclText prints a value in a string template as PCL does: numbers in plain
// digits, and null an error.
function pclText(value: unknown): string {
    if (value === null || value === undefined) {
        throw new Error("Invalid template interpolation value: the value is null");
    }
    return typeof value === "number" ? pclNumberText(value) : String(value);
}
