import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// entries of a collection that holds outputs without being one: each
// entry's value is the element as it is, an output or a plain value, and
// the keys are plain.
const pw = new random.RandomPassword("pw", {
    length: 9,
});
const named = Object.entries({
    beta: "with space",
    alpha: pulumi.interpolate`a-${pw.special}`,
    gamma: pulumi.secret("hidden"),
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value}));
const indexed = [pw.result, "plain"].map((value, key) => ({key, value}));
const labels = new random.RandomPet("labels", {
    keepers: pulumi.all([named, named.map(e => pulumi.output(e))]).apply(([named2, values2]) => pclFromEntries(named2.map((e, key) => [pclIndex(values2, key).key, pclIndex(values2, key).value]))),
    prefix: pclIndex(indexed, 1).value,
});
export const keys = named.map(e => e.key);
export const values = named.map(e => pulumi.output(e).apply(e2 => e2.value));
export const indexes = indexed.map(e => e.key * 10);
export const joined = pulumi.output(named.map((e, i) => pulumi.interpolate`${pclNumberText(i)}:${pulumi.output(e).apply(e2 => e2.key)}=${pulumi.output(e).apply(e2 => e2.value)}`)).apply(values2 => values2.join(","));
export const filtered = Object.entries({
    x: pw.result,
    y: "z",
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).filter(e => (() => {
    try {
        return e.key !== undefined;
    } catch {
        return false;
    }
})()).map(e => e.key);
export const keepers = labels.keepers;

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
