import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

// Locals computed by entries of a map literal holding an output (a secret,
// a resource's output): the binder types the entries as objects holding
// it, which Go builds as an input collection. A loop over such a local
// was retyped (a list of outputs) where the local's value was lowered as
// an output of the whole list (Go: cannot range over a StringArrayOutput).
const pet = new random.RandomPet("pet", {
    length: 2,
});
const secretKeysValue = Object.entries({
    k1: "dollar$",
    "a.b": "x",
    "with space": pulumi.recover(pulumi.secret("12"), err => {
        const error = err instanceof Error ? err.message : String(err);
        return "fallback";
    }),
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).flatMap((entry, i) => i >= 0 ? [entry.key] : []);
const keyedValue = Object.fromEntries(secretKeysValue.map((k, i) => [`k${pclNumberText(i)}`, k]));
const petKeys = Object.entries({
    a: pet.id,
    b: "c",
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(entry => entry.key);
const petPairsValue = pulumi.all([
    pet.id,
    Object.entries({
        a: pet.id,
        b: "c",
    }).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).map(entry => pulumi.output(entry)),
]).apply(([id, values]) => pclFromEntries(Object.entries({
    a: id,
    b: "c",
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, value]) => ({key, value})).flatMap((entry, i) => i < 2 ? [[pclIndex(values, i).key, pclIndex(values, i).value]] : [])));
const countedValue = pclFromEntries(petKeys.map((k, i) => [k, i]));
export const secretKeys = secretKeysValue;
export const keyed = keyedValue;
export const petPairs = petPairsValue;
export const counted = countedValue;

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
