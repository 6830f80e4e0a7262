import * as pulumi from "@pulumi/pulumi";
import * as random from "@pulumi/random";

const config = new pulumi.Config();

// Values that TypeScript would type as literals ("a" | "b", false) where
// they come out of a loop's callback or out of try, compared with literals
// of other types: PCL compares them (false), TypeScript must not reject the
// comparison.
const c = config.get("c") ?? "x";
const on = config.getBoolean("on") ?? true;

// try of literals, as a range's collection and read by the range.
const certs: random.RandomPet[] = [];
for (const [index, value] of Object.entries({
    a: 1,
}).sort(([a], [b]) => (a < b ? -1 : 1)).filter(([k, v]) => true).map(([k, v]) => ((): string => {
    try {
        return "dollar$";
    } catch {}
    return "quote\"d";
})()).entries()) {
    certs.push(new random.RandomPet(`certs-${index}`, {
        prefix: "back\\slash" !== value ? "differs" : "same",
    }));
}
const tried = Object.entries({
    a: 1,
    b: 2,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => ((): string => {
    try {
        return "one";
    } catch {}
    return "two";
})());
const triedCompared = tried.map(v => v === "three");

// A conditional of literals as a loop's value.
const chosen = Object.entries({
    a: 1,
}).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => (c === "x" ? "yes" : "no") as string);
const chosenCompared = chosen.map(v => v === "maybe");

// A boolean literal as a loop's value, and a map loop's.
const falses = [1, 2].map(v => false as boolean);
const falsesCompared = falses.map(v => v === true);
const numbers = Object.fromEntries(Object.entries({
    a: 1,
}).map(([k, v]) => [k, (on ? 1 : 2) as number]));
const numbersCompared = Object.entries(numbers).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => v === 3);

// try outside a loop.
const triedOnce = ((): string => {
    try {
        return "a";
    } catch {}
    return "b";
})() === "c";
export const compared = [
    triedCompared,
    chosenCompared,
    falsesCompared,
    numbersCompared,
    triedOnce,
    pclIndex(certs, 0).prefix,
];

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
